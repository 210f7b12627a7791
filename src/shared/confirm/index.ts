import Taro from '@tarojs/taro'
import { TOKEN_COLOURS } from '@/styles/colours'

export interface ConfirmOptions {
  title: string
  content: string
  /** Names the action: 删除, 确定取消... */
  confirmText: string
  cancelText?: string
}

/**
 * Asks before a destructive action (delete, cancel an application): the system dialog with the
 * confirm button in the danger colour. True only on an explicit confirm; a dialog that cannot
 * open counts as no, so nothing is destroyed unasked.
 */
export async function confirmDestructive({ title, content, confirmText, cancelText = '取消' }: ConfirmOptions): Promise<boolean> {
  try {
    const { confirm } = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor: TOKEN_COLOURS.danger })
    return confirm
  } catch {
    return false
  }
}
