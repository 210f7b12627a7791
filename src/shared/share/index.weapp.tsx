import { Button } from '@/shared/button'
import type { ShareButtonProps } from './types'
import './index.scss'

export type { PageShare, ShareButtonProps, ShareOutcome, SharePageData } from './types'
// Named in full: jest, which knows no variants, then takes the mini-program's too.
export { sharePage, usePageShare, webPageUrl } from './page-share.weapp'

/** Only a button of open-type share opens WeChat's share sheet. */
export function ShareButton({ className, label, onShare, bare, look, children, miniProgramChildren }: ShareButtonProps) {
  return (
    <Button {...look} className={bare ? `${className} share-button--bare` : className} openType='share' aria-label={label} onClick={onShare}>
      {miniProgramChildren ?? children}
    </Button>
  )
}
