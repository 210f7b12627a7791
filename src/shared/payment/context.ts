import { getNativeBridge } from '@/core/bridge'

/**
 * Where an H5 payment is made, decided once per page load: the brand app's web view when its
 * bridge offers a pay call, WeChat's own browser (WeChat Pay JSAPI), or any other browser
 * (WeChat Pay H5, a redirect to WeChat and back).
 */
export type PayContext = 'app' | 'wechat' | 'browser'

let decided: PayContext | undefined

export function payContext(): PayContext {
  if (decided) return decided
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  decided = getNativeBridge()?.pay ? 'app' : /MicroMessenger/i.test(ua) ? 'wechat' : 'browser'
  return decided
}

/** Tests: the next call decides again. */
export function resetPayContext(): void {
  decided = undefined
}
