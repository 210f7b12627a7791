// A draw in the mini-program: the wheel's 抽奖 button (plain tags through @tarojs/plugin-html)
// draws once on the server, the count is read again from the server, and the result dialog
// shows once the wheel has settled on the server's prize.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

test('a double tap draws once; the count falls by one and the outcome shows after the stop', async () => {
  const page = await harness.launch('package-mine/pages/lottery-page/lottery-detail', `activityId=301&token=${DEV_TOKEN}`)
  // The seed has the dev user one draw into today's three.
  await page.waitForText('你还有 2 次抽奖机会')
  const from = page.mp.state.requests.length
  // Not tap('抽奖'): the title 幸运抽奖 comes first. The wheel's button, by its label:
  const button = page.find('button').find((node) => Object.values(page.attributes(node)).includes('开始抽奖'))
  if (!button) throw new Error(`no 开始抽奖 button:\n${page.text()}`)
  page.dispatch(button, 'tap', { x: 0, y: 0 })
  page.dispatch(button, 'tap', { x: 0, y: 0 })
  await page.settle()
  const drawn = await page.waitForRequest('/lottery/draw', from)
  expect([drawn.method, drawn.status, JSON.parse(drawn.body ?? '{}')]).toEqual(['POST', 200, { activityId: 301, requestId: expect.any(String) }])
  await page.waitForText('你还有 1 次抽奖机会')
  // The spin lasts at least 1.2 s and the stop 3.5 s (shared/lottery DRAW_TIMING); then a prize
  // (查看中奖记录) or a friendly no-win.
  const until = Date.now() + 10_000
  while (!/查看中奖记录|再接再厉/.test(page.text())) {
    if (Date.now() > until) throw new Error(`no outcome shown:\n${page.text()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(page.mp.state.requests.slice(from).filter((r) => r.path.includes('/lottery/draw'))).toHaveLength(1)
  expect(page.mp.errors).toEqual([])
})

test("the day's sign-in adds a draw: a user with none left signs in, draws it, and is told when the draws renew", async () => {
  // Seed: user 2 has used today's three draws of 301. The sign-in (SJ50001) grants one more for today.
  const signed = await harness.server.send({ method: 'POST', path: '/user/web/task/tasks/event-start', json: { eventCode: 'SJ50001' }, token: 'dev-token-2' })
  expect(signed.json.status).toBe(200)
  const page = await harness.launch('package-mine/pages/lottery-page/lottery-detail', 'activityId=301&token=dev-token-2')
  await page.waitForText('你还有 1 次抽奖机会')
  expect(page.text()).toContain('签到')
  const from = page.mp.state.requests.length
  const button = page.find('button').find((node) => Object.values(page.attributes(node)).includes('开始抽奖'))
  if (!button) throw new Error(`no 开始抽奖 button:\n${page.text()}`)
  page.dispatch(button, 'tap', { x: 0, y: 0 })
  await page.settle()
  const drawn = await page.waitForRequest('/lottery/draw', from)
  expect([drawn.method, drawn.status]).toEqual(['POST', 200])
  await page.waitForText('今日次数已用完')
  // Signed in already: no 去签到 is offered, only when the draws come back.
  expect(page.text()).not.toContain('去签到')
  expect(page.mp.errors).toEqual([])
})
