// Subscription messages in the mini-program (issue 41): booking a test drive asks WeChat's panel
// once, while the tap on 提交预约 is handled (the fake, as WeChat, refuses it outside a tap), for
// the test-drive template of the front-end config; the server holds the subscription for the
// new booking, and the back office's send reaches this user once and nobody else. A refusal is
// remembered: the next booking asks nothing.
import { DEV_TOKEN, harnessPerFile, type PageHandle } from '../harness'

const harness = harnessPerFile()
const PAGE = 'package-car/pages/test-drive/index'

/** WeChat's answers and the record after them are not renders: poll for what they leave behind. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const templates = async (): Promise<Record<string, string>> =>
  (await harness.server.send({ method: 'GET', path: '/static/config/000000.json' })).json.subscribeTemplates

interface Held {
  subscriptions: { accountId: number; scene: string; targetId: string; templateId: string; sentAt: string | null }[]
  sends: { accountId: number; scene: string; targetId: string }[]
}
const held = async (): Promise<Held> => (await harness.server.send({ method: 'GET', path: '/__admin/subscriptions' })).json.data
const sendOut = async (targetId: string) =>
  (await harness.server.send({ method: 'POST', path: '/__admin/subscriptions/send', json: { scene: 'testDrive', targetId } })).json.data.sent as { accountId: number }[]

/** Fills the form (the located city's nearest dealer is proposed) and taps 提交预约. */
async function book(page: PageHandle, model: string) {
  await page.waitForText(model)
  await page.settle()
  await page.tap(model)
  await page.tap('明天')
  await page.tap('09:00-11:00')
  await page.input('请输入您的姓名', '王小明')
  await page.input('请输入手机号', '13800138000')
  await page.tap('提交预约')
}

test('a booking asks for the config\'s test-drive template once, in the tap; the server holds it and sends it once, to this user only', async () => {
  const { testDrive } = await templates()
  const page = await harness.launch(PAGE, `token=${DEV_TOKEN}`)
  const { state } = page.mp
  await page.waitForRequest('getDealerInfo')
  expect(state.subscribeRequests).toEqual([])

  await book(page, '星驰 S9')
  await page.waitForText('预约成功')
  expect(state.subscribeRequests).toEqual([{ tmplIds: [testDrive], inTap: true }])

  const mine = await harness.server.send({ method: 'GET', path: '/lead/web/test-drive/mine', token: DEV_TOKEN })
  const bookingId = String(mine.json.data[0].id)
  expect(page.text()).toMatch(new RegExp(`预约单号：\\s*${bookingId}`))
  await until(async () => (await held()).subscriptions.length > 0, 'the subscription on the server')
  expect((await held()).subscriptions).toEqual([
    expect.objectContaining({ accountId: 1, scene: 'testDrive', targetId: bookingId, templateId: testDrive, sentAt: null }),
  ])

  // User 2 subscribed to their own booking (seed 4): the send of this one is not theirs.
  const other = await harness.server.send({ method: 'POST', path: '/user/web/subscriptions', token: 'dev-token-2', json: { scene: 'testDrive', targetId: '4', templateId: testDrive } })
  expect(other.status).toBe(200)
  expect(await sendOut(bookingId)).toEqual([expect.objectContaining({ accountId: 1, targetId: bookingId, templateId: testDrive })])
  expect(await sendOut(bookingId)).toEqual([])
  const after = await held()
  expect(after.sends).toEqual([expect.objectContaining({ accountId: 1, targetId: bookingId })])
  expect(after.subscriptions.find((s) => s.accountId === 2)).toMatchObject({ targetId: '4', sentAt: null })

  await page.settle()
  expect(state.subscribeRequests).toHaveLength(1)
  expect(page.mp.errors).toEqual([])
})

test('a refusal records nothing and is remembered: the next booking is not asked about', async () => {
  const page = await harness.launch(PAGE, `token=${DEV_TOKEN}`)
  const { state } = page.mp
  state.answerSubscribe = () => 'reject'
  await page.waitForRequest('getDealerInfo')
  await book(page, '星驰 S9')
  await page.waitForText('预约成功')
  expect(state.subscribeRequests).toEqual([{ tmplIds: [expect.any(String)], inTap: true }])

  await page.tap('再约一辆')
  await book(page, '云境 X5')
  await page.waitForText('预约成功')
  await page.settle()
  expect(state.subscribeRequests).toHaveLength(1)
  expect((await held()).subscriptions).toEqual([])
  expect(page.mp.errors).toEqual([])
})
