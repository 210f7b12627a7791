// Paying in H5 on the dev API server: the test tenant (like production) has no development step;
// JSAPI asks for WeChat's OAuth until the server holds the user's openid; WeChat Pay H5 answers
// the stand-in of WeChat's pay page, whose 确认支付 sends WeChat's notification; the app's web view
// gets the native call's parameters. Each is for an unpaid order of mine with cash to pay.
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'
const RETURN = 'http://127.0.0.1:10086/package-mall/pages/pay-result/index?orderId=3001'
const post = (path: string, json?: unknown, token = 'dev-token', headers?: Record<string, string>) => srv.send({ method: 'POST', path, json, token, headers })
const h5 = (body: unknown, id = 3001, token?: string) => post(`${ORDERS}/${id}/pay/h5`, body, token)

test('the development step is for the development tenant only', async () => {
  for (const tenant of ['100001', '100002']) {
    expect((await post(`${ORDERS}/3001/dev-pay`, undefined, 'dev-token', { 'tenant-id': tenant })).json).toMatchObject({ status: 403 })
  }
  expect((await post(`${ORDERS}/3001/dev-pay`)).json.data.status).toBe('toShip')
})

test("JSAPI: OAuth first (its page comes back with a code), then signed parameters; WeChat's notification pays", async () => {
  const first = (await h5({ channel: 'jsapi', returnUrl: 'http://127.0.0.1:10086/package-mall/pages/order-detail/index?id=3001' })).json.data
  expect(first.authorizeUrl).toMatch(/\/__admin\/wechat\/oauth2\/authorize\?appid=wx\w+&redirect_uri=http%3A%2F%2F127\.0\.0\.1%3A10086%2Fpackage-mall.+&scope=snsapi_base&state=pay#wechat_redirect$/)
  const page = await srv.send({ method: 'GET', path: first.authorizeUrl.replace(/^https?:\/\/[^/]+/, '').replace(/#.*$/, '') })
  expect(page.headers['content-type']).toMatch(/^text\/html/)
  expect(page.text).toContain('开发环境模拟页面')
  const code = /code=(devcode_[0-9a-f]+)/.exec(page.text)![1]
  expect(page.text).toContain('order-detail/index?id=3001&code=devcode_')

  expect((await post(`${ORDERS.replace('/orders', '')}/pay/wechat/openid`, { code: 'forged-code-123' })).json).toMatchObject({ status: 400 })
  expect((await post(`${ORDERS.replace('/orders', '')}/pay/wechat/openid`, { code })).json.data).toEqual({ bound: true })
  const signed = (await h5({ channel: 'jsapi', returnUrl: RETURN })).json.data
  expect(signed).toMatchObject({ channel: 'jsapi', params: { appId: expect.any(String), signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) } })
  // Someone else's order answers as one that does not exist.
  expect((await h5({ channel: 'jsapi', returnUrl: RETURN }, 3001, 'dev-token-2')).json.status).toBe(404)
  const paid = await srv.send({ method: 'POST', path: '/__admin/wechat-pay/notify', json: { package: signed.params.package } })
  expect(paid.json.data.status).toBe('toShip')
  expect((await h5({ channel: 'jsapi', returnUrl: RETURN })).json).toMatchObject({ status: 409, message: '订单状态已变化，当前为「待发货」' })
})

test('WeChat Pay H5: the pay page shows the order; 确认支付 notifies and both ways go back to the return page', async () => {
  const { mwebUrl } = (await h5({ channel: 'mweb', returnUrl: RETURN })).json.data
  const url = new URL(mwebUrl)
  expect(url.pathname).toBe('/__admin/wechat-pay/mweb')
  expect(url.searchParams.get('redirect_url')).toBe(RETURN)
  const page = await srv.send({ method: 'GET', path: `${url.pathname}${url.search}` })
  expect(page.text).toContain('确认支付')
  expect(page.text).toContain('取消支付')
  expect(page.text).toContain(JSON.stringify(RETURN))
  const pkg = `prepay_id=${url.searchParams.get('prepay_id')}`
  expect(page.text).toContain(JSON.stringify(pkg))
  expect((await srv.send({ method: 'POST', path: '/__admin/wechat-pay/notify', json: { package: pkg } })).json.data.status).toBe('toShip')
  expect((await srv.send({ method: 'GET', path: '/__admin/wechat-pay/mweb?prepay_id=nope&redirect_url=http%3A%2F%2Fx' })).status).toBe(400)
})

test("the app's web view: the native call's parameters", async () => {
  const ticket = (await h5({ channel: 'app' })).json.data
  expect(ticket).toMatchObject({ channel: 'app', params: { package: 'Sign=WXPay', prepayId: expect.stringMatching(/^wx/), partnerId: expect.any(String) } })
})

test('refusals: no return address, not a web address, an order with nothing to pay, someone else\'s order', async () => {
  expect((await h5({ channel: 'mweb' })).json).toMatchObject({ status: 400, message: '缺少返回地址' })
  expect((await h5({ channel: 'mweb', returnUrl: 'javascript:alert(1)' })).json.status).toBe(400)
  expect((await h5({ channel: 'bank' })).json.status).toBe(400)
  expect((await h5({ channel: 'app' }, 3002)).json.status).toBe(409)
  expect((await h5({ channel: 'app' }, 3001, 'dev-token-2')).json.status).toBe(404)
  const page = await srv.send({ method: 'GET', path: '/__admin/wechat/oauth2/authorize?appid=wx1&redirect_uri=javascript%3Aalert(1)' })
  expect(page.status).toBe(400)
})
