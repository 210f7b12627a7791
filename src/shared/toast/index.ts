import Taro from '@tarojs/taro'
import { TOAST_DEFAULT_DURATION } from '@/constants'

/**
 * A short message over the page for the spec's default time. One that cannot show (the page is
 * switching) is not worth an error; the caller never waits for it.
 */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  Promise.resolve(Taro.showToast({ title, icon, duration: TOAST_DEFAULT_DURATION })).catch(() => undefined)
}
