import Taro from '@tarojs/taro'
import { createFakeBridge, setNativeBridge } from '@/core/bridge'
import { requestPayment as h5Pay, takeOAuthCode } from '@/shared/payment'
import { payContext, resetPayContext } from '@/shared/payment/context'
import { requestPayment as weappPay } from '@/shared/payment/index.weapp'

jest.mock('@/shared/action-sheet', () => ({ chooseAction: jest.fn() }))
jest.mock('@/core/tenant', () => ({ fetchFrontConfig: jest.fn() }))
const { chooseAction } = jest.requireMock('@/shared/action-sheet') as { chooseAction: jest.Mock }
const { fetchFrontConfig } = jest.requireMock('@/core/tenant') as { fetchFrontConfig: jest.Mock }

const TICKET = { timeStamp: '1764115200', nonceStr: 'n0nce', package: 'prepay_id=dev_1', signType: 'RSA' as const, paySign: 'c2lnbg==' }
const JSAPI = { appId: 'wx8d0c2a1f5b3e7d90', ...TICKET }
const APP = { appId: 'wx8d0c2a1f5b3e7d90', partnerId: '1900000109', prepayId: 'wx1', nonceStr: 'n', timeStamp: '1', package: 'Sign=WXPay' as const, sign: 's' }

const request = (h5Ticket: jest.Mock = jest.fn()) => ({
  amountText: '¥268.00',
  ticket: jest.fn().mockResolvedValue(TICKET),
  h5Ticket,
  oauthPath: '/package-mall/pages/order-detail/index?id=7',
  resultPath: '/package-mall/pages/pay-result/index?orderId=7',
  devPay: jest.fn().mockResolvedValue({}),
})

const UA = navigator.userAgent
const setUserAgent = (ua: string) => Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true })
const assign = jest.fn()

beforeAll(() => {
  // jsdom cannot navigate: leaving for WeChat's page is recorded instead.
  Object.defineProperty(window, 'location', { value: { ...window.location, origin: 'https://h5.ev-brand.cn', assign, href: window.location.href }, configurable: true })
})

beforeEach(() => {
  resetPayContext()
  setNativeBridge(null)
  setUserAgent(UA)
  assign.mockReset()
  fetchFrontConfig.mockResolvedValue({ env: 'prod' })
  delete window.WeixinJSBridge
})

afterAll(() => {
  setUserAgent(UA)
  setNativeBridge(undefined)
})

test('the context is decided once: the app with a pay call, WeChat by its user agent, else a browser', () => {
  expect(payContext()).toBe('browser')
  setUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')
  expect(payContext()).toBe('browser')
  resetPayContext()
  expect(payContext()).toBe('wechat')
  resetPayContext()
  setNativeBridge({ ...createFakeBridge('t'), pay: jest.fn() })
  expect(payContext()).toBe('app')
  resetPayContext()
  setNativeBridge(createFakeBridge('t'))
  // An app version without the pay call pays as a browser would.
  setUserAgent(UA)
  expect(payContext()).toBe('browser')
})

test('another browser, production tenant: WeChat Pay H5 with the return page, never the development step', async () => {
  const h5Ticket = jest.fn().mockResolvedValue({ channel: 'mweb', mwebUrl: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' })
  const req = request(h5Ticket)
  await expect(h5Pay(req)).resolves.toBe('left')
  expect(h5Ticket).toHaveBeenCalledWith('mweb', 'https://h5.ev-brand.cn/package-mall/pages/pay-result/index?orderId=7')
  expect(assign).toHaveBeenCalledWith('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1')
  expect(chooseAction).not.toHaveBeenCalled()
  expect(req.devPay).not.toHaveBeenCalled()
})

test('another browser, development tenant: the marked step is offered beside WeChat Pay', async () => {
  fetchFrontConfig.mockResolvedValue({ env: 'dev' })
  const dev = request()
  chooseAction.mockResolvedValueOnce(1)
  await expect(h5Pay(dev)).resolves.toBe('paid')
  expect(chooseAction.mock.calls[0][0]).toEqual(['微信支付', '模拟支付 ¥268.00（开发环境，不扣款）'])
  expect(dev.devPay).toHaveBeenCalledTimes(1)

  const dismissed = request()
  chooseAction.mockResolvedValueOnce(null)
  await expect(h5Pay(dismissed)).resolves.toBe('cancelled')
  expect(dismissed.devPay).not.toHaveBeenCalled()
  expect(dismissed.h5Ticket).not.toHaveBeenCalled()
})

test("WeChat's browser: OAuth first when the server has no openid, then JSAPI; the user's cancel is no error", async () => {
  setUserAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')
  const toOAuth = jest.fn().mockResolvedValue({ channel: 'jsapi', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1' })
  await expect(h5Pay(request(toOAuth))).resolves.toBe('left')
  expect(toOAuth).toHaveBeenCalledWith('jsapi', 'https://h5.ev-brand.cn/package-mall/pages/order-detail/index?id=7')
  expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1')

  const invoke = jest.fn((_api: string, _params: unknown, done: (res: { err_msg: string }) => void) => done({ err_msg: 'get_brand_wcpay_request:ok' }))
  window.WeixinJSBridge = { invoke } as never
  const signed = jest.fn().mockResolvedValue({ channel: 'jsapi', params: JSAPI })
  await expect(h5Pay(request(signed))).resolves.toBe('paid')
  expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI, expect.any(Function))

  invoke.mockImplementationOnce((_a, _p, done) => done({ err_msg: 'get_brand_wcpay_request:cancel' }))
  await expect(h5Pay(request(signed))).resolves.toBe('cancelled')
  invoke.mockImplementationOnce((_a, _p, done) => done({ err_msg: 'get_brand_wcpay_request:fail' }))
  await expect(h5Pay(request(signed))).rejects.toThrow('支付失败')
})

test("the brand app's web view: its pay call with the server's app parameters", async () => {
  const pay = jest.fn().mockResolvedValueOnce('ok').mockResolvedValueOnce('cancel')
  setNativeBridge({ ...createFakeBridge('t'), pay })
  const h5Ticket = jest.fn().mockResolvedValue({ channel: 'app', params: APP })
  await expect(h5Pay(request(h5Ticket))).resolves.toBe('paid')
  expect(h5Ticket).toHaveBeenCalledWith('app')
  expect(pay).toHaveBeenCalledWith(APP)
  await expect(h5Pay(request(h5Ticket))).resolves.toBe('cancelled')
})

test("the OAuth code leaves the address bar once read; another page's query is left alone", () => {
  const replace = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined)
  Object.defineProperty(window.location, 'href', { value: 'https://h5.ev-brand.cn/package-mall/pages/order-detail/index?id=7&code=devcode_abc123&state=pay', configurable: true })
  expect(takeOAuthCode()).toBe('devcode_abc123')
  expect(replace).toHaveBeenCalledWith(window.history.state, '', '/package-mall/pages/order-detail/index?id=7')
  replace.mockClear()
  Object.defineProperty(window.location, 'href', { value: 'https://h5.ev-brand.cn/pages/x/index?code=ABC', configurable: true })
  expect(takeOAuthCode()).toBeNull()
  expect(replace).not.toHaveBeenCalled()
})

test("mini-program: requestPayment with the server's parameters; the user's cancel is no error", async () => {
  const pay = jest.fn().mockResolvedValueOnce({ errMsg: 'requestPayment:ok' }).mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
  ;(Taro as unknown as { requestPayment: jest.Mock }).requestPayment = pay
  const req = request()
  await expect(weappPay(req)).resolves.toBe('paid')
  expect(pay).toHaveBeenCalledWith(TICKET)
  await expect(weappPay(request())).resolves.toBe('cancelled')
  pay.mockRejectedValueOnce({ errMsg: 'requestPayment:fail 余额不足' })
  await expect(weappPay(request())).rejects.toMatchObject({ errMsg: 'requestPayment:fail 余额不足' })
  expect(req.devPay).not.toHaveBeenCalled()
})
