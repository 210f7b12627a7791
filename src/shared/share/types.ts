import type { ButtonProps } from '@/shared/button'
import type { ReactNode } from 'react'
import type { WebShareOutcome } from '@/shared/web-share'

/**
 * How a share went. 'sheet': the mini-program, where the ShareButton itself opened WeChat's
 * share sheet and the page's usePageShare says what is shared; there is nothing to do.
 */
export type ShareOutcome = WebShareOutcome | 'sheet'

export interface SharePageData {
  title: string
  text: string
  /** The site path to share ('/?issueId=1'); the current page when left out. */
  path?: string
}

/** What a page shares from WeChat's sheet and menu (mini-program): a friend or Moments. */
export interface PageShare {
  title: string
  /**
   * The page a friend opens ('/package-…?id=1'); the current page when left out. Moments always
   * reopens the current page, with this path's query.
   */
  path?: string
  imageUrl?: string
  /** Runs each time WeChat asks what to share (the spec counts shares there). */
  onShare?: () => void
}

export interface ShareButtonProps {
  className: string
  /** Names the button for screen readers (an icon with a count needs one). */
  label?: string
  /**
   * Runs on a tap in both builds. In H5 it does the sharing (sharePage); in the mini-program the
   * button has also opened WeChat's share sheet, and sharePage does nothing.
   */
  onShare?: () => void
  /** H5: a tappable view (the default) or a Taro Button. The mini-program always needs a Button. */
  as?: 'view' | 'button'
  /** Mini-program: drop the native button's margin, padding, background and border. */
  bare?: boolean
  /** A button's kit look (H5 with `as='button'`, and the mini-program's button). */
  look?: Pick<ButtonProps, 'variant' | 'size' | 'tone'>
  children: ReactNode
  /** Mini-program: what the button shows instead of `children`, when it should name WeChat. */
  miniProgramChildren?: ReactNode
}
