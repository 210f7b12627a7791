// Paying an order in the mini-program (issue 30): submit on the confirm page asks WeChat Pay
// with the parameters the server signed; WeChat's notice reaches the server and the order
// shows as paid. Closing WeChat's sheet is no error: the order waits, unpaid, on its page.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

/** WeChat's sheet and its notice are not renders: poll for what they leave behind. */
async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
// 香氛替换芯 bought now: cash and points (the confirm page's compile mode).
const BUY_NOW = `skuId=100501&quantity=1&token=${DEV_TOKEN}`

async function submitOrder() {
  const page = await harness.launch('package-mall/pages/order-confirm/index', BUY_NOW)
  await page.waitForText('提交订单')
  await page.waitForText('北京市')
  await page.tap('提交订单')
  return page
}

test("submit pays through requestPayment with the server's parameters, then the order is to ship", async () => {
  const page = await submitOrder()
  const ticket = await page.waitForRequest('/pay')
  expect(ticket.status).toBe(200)
  await until(() => page.mp.state.payments.length === 1, 'requestPayment')
  expect(page.mp.state.payments[0]).toEqual({
    timeStamp: expect.stringMatching(/^\d+$/), nonceStr: expect.any(String), package: expect.stringMatching(/^prepay_id=/), signType: 'RSA', paySign: expect.any(String),
  })
  await until(() => page.mp.state.navigations.some((n) => n.api === 'redirectTo'), 'the redirect to the order')
  expect(page.mp.state.navigations.at(-1)).toEqual({ api: 'redirectTo', url: expect.stringMatching(/^\/package-mall\/pages\/order-detail\/index\?id=\d+$/) })
  const detail = (await page.mp.follow())!
  await detail.waitForText('待发货')
  expect(page.mp.errors).toEqual([])
})

test("the user's cancel on WeChat's sheet leaves the order unpaid on its page, no error", async () => {
  const page = await harness.launch('package-mall/pages/order-confirm/index', BUY_NOW)
  page.mp.state.answerPayment = () => false
  await page.waitForText('提交订单')
  await page.waitForText('北京市')
  await page.tap('提交订单')
  await until(() => page.mp.state.navigations.some((n) => n.api === 'redirectTo'), 'the redirect to the order')
  expect(page.mp.state.payments).toHaveLength(1)
  expect(page.mp.state.toasts).toContain('已取消支付，可在订单详情中继续支付')
  const detail = (await page.mp.follow())!
  await detail.waitForText('待付款')
  await detail.waitForText('去支付')
  expect(page.mp.errors).toEqual([])
})
