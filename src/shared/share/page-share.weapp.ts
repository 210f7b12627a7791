import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { friendShare, timelineShare } from './wechat-answers'
import type { PageShare, ShareOutcome, SharePageData } from './types'

/* What a page shares, in the mini-program (see page-share.ts). */

/**
 * What WeChat shares from this page, to a friend (the sheet, the menu, a ShareButton) and to
 * Moments. The route needs `share: true` in src/routes.ts: it turns both menu items on.
 */
export function usePageShare(share: PageShare): void {
  useShareAppMessage(() => {
    share.onShare?.()
    return friendShare(share)
  })
  useShareTimeline(() => {
    share.onShare?.()
    return timelineShare(share)
  })
}

/** The mini-program has no web address; callers fall back to WeChat's own link (e.g. a URL link). */
export function webPageUrl(_path: string): string | null {
  return null
}

/** Nothing to do: the ShareButton opened WeChat's share sheet. */
export async function sharePage(_data: SharePageData): Promise<ShareOutcome> {
  return 'sheet'
}
