import { Button } from '@tarojs/components'
import type { ShareButtonProps, ShareOutcome, SharePageData } from './types'
import './index.scss'

export type { ShareButtonProps, ShareOutcome, SharePageData } from './types'

/** The mini-program has no web address; callers fall back to WeChat's own link (e.g. a URL link). */
export function webPageUrl(_path: string): string | null {
  return null
}

/** Nothing to do: the ShareButton opened WeChat's share sheet. */
export async function sharePage(_data: SharePageData): Promise<ShareOutcome> {
  return 'sheet'
}

/** Nothing to copy: the ShareButton opened WeChat's share sheet. */
export async function copyPageLink(_path: string): Promise<void> {}

/** Only a button of open-type share opens WeChat's share sheet. */
export function ShareButton({ className, label, onShare, bare, children, miniProgramChildren }: ShareButtonProps) {
  return (
    <Button className={bare ? `${className} share-button--bare` : className} openType='share' aria-label={label} onClick={onShare}>
      {miniProgramChildren ?? children}
    </Button>
  )
}
