// The H5 payment calls against the dev API server as the app sends them: the ticket per channel
// (JSAPI asks for OAuth until the openid is bound), binding the OAuth code, and the refusals.
import { bindWechatOpenId, getH5PayTicket, getOrder } from '@/features/mall/api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const BACK = 'http://127.0.0.1:10086/package-mall/pages/order-detail/index?id=3001'

test('JSAPI: the authorize URL, then, with the code bound, the parameters WeixinJSBridge takes', async () => {
  const first = await getH5PayTicket(3001, { channel: 'jsapi', returnUrl: BACK })
  expect(first).toMatchObject({ channel: 'jsapi', authorizeUrl: expect.stringContaining('scope=snsapi_base&state=pay') })
  await expect(bindWechatOpenId('devcode_0123456789ab')).resolves.toEqual({ bound: true })
  const signed = await getH5PayTicket(3001, { channel: 'jsapi', returnUrl: BACK })
  expect(signed).toMatchObject({ channel: 'jsapi', params: { signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) } })
  expect((await getOrder(3001)).status).toBe('unpaid')
})

test('WeChat Pay H5 and the app: their tickets; refusals reach the app with the server\'s words', async () => {
  expect(await getH5PayTicket(3001, { channel: 'mweb', returnUrl: BACK })).toMatchObject({ channel: 'mweb', mwebUrl: expect.stringContaining('redirect_url=') })
  expect(await getH5PayTicket(3001, { channel: 'app' })).toMatchObject({ channel: 'app', params: { package: 'Sign=WXPay' } })
  await expect(getH5PayTicket(3002, { channel: 'app' })).rejects.toMatchObject({ status: 409, message: '订单状态已变化，当前为「待发货」' })
  await expect(bindWechatOpenId('not-a-dev-code')).rejects.toMatchObject({ status: 400 })
  setToken('dev-token-2')
  await expect(getH5PayTicket(3001, { channel: 'app' })).rejects.toMatchObject({ status: 404 })
  expect(api.toasts.length).toBeGreaterThan(0)
})
