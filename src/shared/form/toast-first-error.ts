import Taro from '@tarojs/taro'
import { TOAST_DEFAULT_DURATION } from '@/constants'
import type { Errors } from './rules'

/** For forms taller than the screen: the first message also shows where the user is looking. */
export function toastFirstError(errors: Errors): void {
  const first = Object.values(errors).find(Boolean)
  if (first) Taro.showToast({ title: first, icon: 'none', duration: TOAST_DEFAULT_DURATION }).catch(() => undefined)
}
