import { MESSAGES } from '@/constants'
import { toast } from '@/shared/toast'
import { currentWebUrl, shareOnWeb } from '@/shared/web-share'
import type { PageShare, ShareOutcome, SharePageData } from './types'

/*
 * What a page shares, in H5 (page-share.weapp.ts in the mini-program). Apart from ShareButton,
 * so the entry page, which shares but shows no share button, loads no Taro component for it.
 */

const siteUrl = (path: string) => `${window.location.origin}${path}`

/** H5 has no share menu: what a page shares goes through sharePage when the user taps. */
export function usePageShare(_share: PageShare): void {}

/** This site's full address of a path; null in the mini-program, which has no web address. */
export function webPageUrl(path: string): string | null {
  return siteUrl(path)
}

/**
 * The system share sheet where the browser has one (then 已分享), else the link is copied (已复制,
 * or the editable modal of spec §8 when the clipboard refuses).
 */
export async function sharePage({ title, text, path }: SharePageData): Promise<ShareOutcome> {
  const outcome = await shareOnWeb({ title, text, url: path === undefined ? currentWebUrl() : siteUrl(path) })
  if (outcome === 'shared') toast(MESSAGES.SHARE_OK)
  return outcome
}
