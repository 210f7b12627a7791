// Service progress in the mini-program: the native pull-down reloads the list and the order (and
// ends with stopPullDownRefresh), reach-bottom asks the list for page 2 (14 seeded orders, 10 a
// page), and a step the workshop adds shows after a pull-down.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()
const auth = `token=${DEV_TOKEN}`
const LIST = 'package-car/pages/service-progress-list/service-progress-list'
const ORDER = 'package-car/pages/service-progress/service-progress'
const calls = (page: { mp: { state: { requests: { path: string }[] } } }, part: string) =>
  page.mp.state.requests.filter((r) => r.path.includes(part)).length

test('pull-down on the list reloads page 1 and ends with stopPullDownRefresh', async () => {
  const page = await harness.launch(LIST, auth)
  await page.waitForText('维修中')
  const before = calls(page, '/car-service/orders?')
  await page.pullDown()
  expect(calls(page, '/car-service/orders?')).toBe(before + 1)
  expect(page.mp.state.pullDownStops).toBe(1)
  expect(page.text()).toContain('维修中')
  expect(page.mp.errors).toEqual([])
})

test('reach-bottom on the list loads page 2', async () => {
  const page = await harness.launch(LIST, auth)
  await page.waitForText('维修中')
  const from = page.mp.state.requests.length
  await page.reachBottom()
  const second = await page.waitForRequest('/car-service/orders?', from)
  expect(second.path).toContain('pageNo=2')
  expect(page.mp.errors).toEqual([])
})

test('pull-down on an order reloads it and shows the step the workshop added', async () => {
  const page = await harness.launch(ORDER, `id=9001&${auth}`)
  await page.waitForText('等待配件')
  // Steps ahead show no note until the workshop reaches them.
  expect(page.text()).not.toContain('质检员复检')
  const res = await harness.server.send({ method: 'POST', path: '/__admin/service-orders/9001/advance' })
  expect(res.status).toBe(200)
  const before = calls(page, '/car-service/orders/9001')
  await page.pullDown()
  expect(calls(page, '/car-service/orders/9001')).toBe(before + 1)
  expect(page.mp.state.pullDownStops).toBe(1)
  await page.waitForText('质检员复检')
  expect(page.mp.errors).toEqual([])
})
