import { copyText } from '@/shared/clipboard'

/**
 * What "share" does besides counting. In the mini-program the share button opens WeChat's own
 * share sheet (the page's onShareAppMessage); in a browser the page link is copied for the user
 * to paste wherever they share.
 */
export async function shareOutside(path: string): Promise<void> {
  if (process.env.TARO_ENV !== 'h5') return
  await copyText(`${window.location.origin}${path}`)
}
