import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { ShareButtonProps } from './types'

export type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'
export { sharePage, usePageShare, webPageUrl } from './page-share'

/*
 * Sharing in H5. The mini-program build takes index.weapp.tsx, where a share button opens
 * WeChat's share sheet and usePageShare says what is shared.
 */

/** H5: any tappable element shares; `onShare` does it. */
export function ShareButton({ className, label, onShare, as = 'view', look, children }: ShareButtonProps) {
  if (as === 'button') {
    return (
      <Button {...look} className={className} aria-label={label} onClick={onShare}>
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
