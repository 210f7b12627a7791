import { isPrivacyRefusal } from '@/utils/privacy-refusal'

/**
 * Why the album or camera did not open, in the words the screen shows: the mini-program's privacy
 * authorization refused (the next tap asks again), or a permission or device problem.
 */
export function pickFailedText(error: unknown, what: '图片' | '视频' = '图片'): string {
  if (isPrivacyRefusal(error)) return `需要使用相册和相机才能选择${what}。再次点击后，在隐私保护提示中选择“同意”即可`
  return '无法打开相册或相机，请检查权限后重试'
}
