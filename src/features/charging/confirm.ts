import { confirmDestructive } from '@/shared/confirm'

/** Asks before cancelling an application. */
export function confirmCancelApplication(): Promise<boolean> {
  return confirmDestructive({
    title: '取消安装申请',
    content: '取消后如需安装，需要重新提交申请。确定取消吗？',
    confirmText: '确定取消',
    cancelText: '再想想',
  })
}
