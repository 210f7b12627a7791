import { Button, View } from '@tarojs/components'
import { MESSAGES } from '@/constants'
import { toast } from '@/shared/toast'
import { currentWebUrl, shareOnWeb } from '@/shared/web-share'
import type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'

export type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'

/*
 * Sharing in H5. The mini-program build takes index.weapp.tsx, where a share button opens
 * WeChat's share sheet and usePageShare says what is shared.
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

/** H5: any tappable element shares; `onShare` does it. */
export function ShareButton({ className, label, onShare, as = 'view', children }: ShareButtonProps) {
  if (as === 'button') {
    return (
      <Button className={className} aria-label={label} onClick={onShare}>
        {children}
      </Button>
    )
  }
  return (
    <View className={className} role='button' aria-label={label} onClick={onShare}>
      {children}
    </View>
  )
}
