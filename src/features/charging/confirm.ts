import Taro from '@tarojs/taro'
import { TOKEN_COLOURS } from '@/styles/colours'

/** Asks before cancelling an application; true only on an explicit confirm (as the app's other destructive actions do). */
export async function confirmCancelApplication(): Promise<boolean> {
  const res = await Taro.showModal({
    title: '取消安装申请',
    content: '取消后如需安装，需要重新提交申请。确定取消吗？',
    confirmText: '确定取消',
    confirmColor: TOKEN_COLOURS.danger,
    cancelText: '再想想',
  }).catch(() => ({ confirm: false }))
  return res.confirm
}
