import Taro from '@tarojs/taro'
import { MESSAGES, TOAST_DEFAULT_DURATION } from '@/constants'

/** H5 says the copy worked; the mini-program shows its own toast (copied.weapp.ts). */
export function showCopied(): void {
  Taro.showToast({ title: MESSAGES.COPY_OK, icon: 'none', duration: TOAST_DEFAULT_DURATION }).catch(() => undefined)
}
