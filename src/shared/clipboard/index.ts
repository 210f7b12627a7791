import Taro from '@tarojs/taro'
import { MESSAGES } from '@/constants'
import { showCopied } from './copied'

/**
 * Copies text. When the clipboard refuses (old WebViews, denied permission), an editable
 * modal shows the text so the user can select and copy it by hand (spec §8). Resolves with
 * whether the automatic copy worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    showCopied()
    return true
  } catch {
    // `editable` (WeChat base library 2.17.1+) puts the text in an input the user can select;
    // Taro's typings lack it, and H5 shows the text as selectable content instead.
    const modal: Taro.showModal.Option & { editable: boolean } = {
      title: MESSAGES.COPY_FAILED_TITLE,
      content: text,
      editable: true,
      showCancel: false,
      confirmText: '知道了',
    }
    await Taro.showModal(modal).catch(() => undefined)
    return false
  }
}
