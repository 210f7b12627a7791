import type { Device } from '@/shared/device'

/**
 * What the download page offers on this device: a store button (iOS, Android), the 'open in the
 * browser' hint inside WeChat's browser (it downloads nothing), the QR code and both links on a
 * desktop, or the link to copy in the mini-program (it opens no outside address).
 */
export type DownloadPlan = 'ios' | 'android' | 'wechat-browser' | 'desktop' | 'copy'

export function downloadPlan({ platform, inWeChatBrowser, opensLinks }: Device): DownloadPlan {
  if (!opensLinks) return 'copy'
  if (inWeChatBrowser) return 'wechat-browser'
  return platform
}
