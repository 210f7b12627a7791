import { Button, View } from '@tarojs/components'
import { copyText } from '@/shared/clipboard'
import { currentWebUrl, shareOnWeb } from '@/shared/web-share'
import type { ShareButtonProps, ShareOutcome, SharePageData } from './types'

export type { ShareButtonProps, ShareOutcome, SharePageData } from './types'

/*
 * Sharing in H5. The mini-program build takes index.weapp.tsx, where a share button opens
 * WeChat's share sheet and the page's useShareAppMessage says what is shared.
 */

const siteUrl = (path: string) => `${window.location.origin}${path}`

/** This site's full address of a path; null in the mini-program, which has no web address. */
export function webPageUrl(path: string): string | null {
  return siteUrl(path)
}

/** The system share sheet where the browser has one, else the link is copied. */
export function sharePage({ title, text, path }: SharePageData): Promise<ShareOutcome> {
  return shareOnWeb({ title, text, url: path === undefined ? currentWebUrl() : siteUrl(path) })
}

/** Copies the page's link for the user to paste wherever they share. */
export async function copyPageLink(path: string): Promise<void> {
  await copyText(siteUrl(path))
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
