import type { JsapiParams } from '@api/mall'

interface WeixinJSBridge {
  invoke(api: 'getBrandWCPayRequest', params: JsapiParams, done: (res: { err_msg?: string }) => void): void
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge
  }
}

/** WeChat's browser injects its bridge a moment after the page loads; it is waited for this long at most. */
const BRIDGE_WAIT_MS = 3000

function bridge(): Promise<WeixinJSBridge> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('微信支付暂不可用，请稍后重试')), BRIDGE_WAIT_MS)
    document.addEventListener('WeixinJSBridgeReady', () => {
      clearTimeout(timer)
      if (window.WeixinJSBridge) resolve(window.WeixinJSBridge)
      else reject(new Error('微信支付暂不可用，请稍后重试'))
    }, { once: true })
  })
}

/** WeChat Pay JSAPI: ok, the user's cancel (no error), or a failure with WeChat's words. */
export async function payInWechat(params: JsapiParams): Promise<'paid' | 'cancelled'> {
  const wx = await bridge()
  const res = await new Promise<{ err_msg?: string }>((resolve) => wx.invoke('getBrandWCPayRequest', params, resolve))
  const msg = res.err_msg ?? ''
  if (msg === 'get_brand_wcpay_request:ok') return 'paid'
  if (msg === 'get_brand_wcpay_request:cancel') return 'cancelled'
  throw new Error('支付失败，请稍后重试')
}
