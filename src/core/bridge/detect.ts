import type { AppPayParams } from '@api/mall'
import type { NativeBridge } from './types'

/**
 * The native app injects `window.CarOwnerNative` before the page loads. Its methods may answer
 * synchronously or with a promise, so both are adapted here.
 */
interface InjectedBridge {
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  openLogin?: () => void
  /** Newer app versions: WeChat Pay with the server's app-payment parameters. */
  pay?: (params: AppPayParams) => 'ok' | 'cancel' | 'fail' | Promise<'ok' | 'cancel' | 'fail'>
}

declare global {
  interface Window {
    CarOwnerNative?: InjectedBridge
  }
}

/** H5 in the brand app's web view (the mini-program build takes detect.weapp.ts: never). */
export function detectNativeBridge(): NativeBridge | null {
  if (typeof window === 'undefined') return null
  const injected = window.CarOwnerNative
  if (!injected || typeof injected.getToken !== 'function') return null
  const bridge: NativeBridge = {
    getToken: async () => (await injected.getToken?.()) || null,
    openLogin: () => injected.openLogin?.(),
  }
  // Plain, not async: this module is in every H5 page's first script.
  if (typeof injected.pay === 'function') bridge.pay = (params: AppPayParams) => Promise.resolve(injected.pay!(params))
  return bridge
}
