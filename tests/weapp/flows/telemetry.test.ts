// Errors reported in the mini-program (core/telemetry/index.weapp.ts): an error WeChat hands to
// App.onError and wx.onError reaches the real-time log and, batched, POST /static/telemetry, with
// the page's route and no query value, token or phone number.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()
const ORDER = 'package-car/pages/service-progress/service-progress'
const SECRETS = /dev-token|13800138000|9001/

test('an App error reaches the real-time log and /telemetry: route without query, nothing secret', async () => {
  const page = await harness.launch(ORDER, `id=9001&token=${DEV_TOKEN}`)
  await page.waitForText('等待配件')
  const from = page.mp.state.requests.length
  const logsFrom = page.mp.state.realtimeLogs.length

  page.mp.raiseError(
    `TypeError: Cannot read property 'plate' of undefined (owner 13800138000)\n    at onLoad (${ORDER}.js?id=9001&token=${DEV_TOKEN}:3:14)`,
  )
  const logged = page.mp.state.realtimeLogs.slice(logsFrom).filter((log) => log.level === 'error')
  expect(logged).toHaveLength(1)
  expect(logged[0].text).toContain("App error TypeError: Cannot read property 'plate' of undefined")
  expect(logged[0].text).not.toMatch(SECRETS)

  const sent = await page.waitForRequest('/static/telemetry', from, 10_000)
  expect([sent.method, sent.status]).toEqual(['POST', 200])
  const res = await harness.server.send({ method: 'GET', path: '/__admin/telemetry', query: { kind: 'error' } })
  expect(res.json.data.list).toEqual([
    expect.objectContaining({
      kind: 'error',
      where: 'app',
      platform: 'weapp',
      route: `/${ORDER}`,
      sampleRate: 1,
      message: "TypeError: Cannot read property 'plate' of undefined (owner [phone])",
    }),
  ])
  expect(res.json.data.list[0].stack).toContain(`at onLoad (${ORDER}.js?id=*`)
  expect(JSON.stringify(res.json.data.list)).not.toMatch(SECRETS)
  expect(page.mp.errors).toEqual([])
})

test('without an error nothing is sent, and the page asked WeChat for nothing the harness lacks', async () => {
  const page = await harness.launch(ORDER, `id=9001&token=${DEV_TOKEN}`)
  await page.waitForText('等待配件')
  await page.settle()
  expect(page.mp.state.requests.filter((r) => r.path.includes('/static/telemetry'))).toEqual([])
  expect(page.mp.state.missing).toEqual([])
})
