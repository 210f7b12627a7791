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
export function confirmDestructive(options: ConfirmOptions): Promise<boolean> {
  return ask(options, TOKEN_COLOURS.danger)
}

/** Asks before a binding step that destroys nothing (signing an agreement): the confirm button in the brand colour. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return ask(options, TOKEN_COLOURS.brand)
}

async function ask({ title, content, confirmText, cancelText = '取消' }: ConfirmOptions, confirmColor: string): Promise<boolean> {
  try {
    const { confirm } = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor })
    return confirm
  } catch {
    return false
  }
}
