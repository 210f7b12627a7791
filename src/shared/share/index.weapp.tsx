import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { Button } from '@tarojs/components'
import { friendShare, timelineShare } from './wechat-answers'
import type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'
import './index.scss'

export type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'

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

/** Only a button of open-type share opens WeChat's share sheet. */
export function ShareButton({ className, label, onShare, bare, children, miniProgramChildren }: ShareButtonProps) {
  return (
    <Button className={bare ? `${className} share-button--bare` : className} openType='share' aria-label={label} onClick={onShare}>
      {miniProgramChildren ?? children}
    </Button>
  )
}
