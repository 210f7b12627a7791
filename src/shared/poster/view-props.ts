import type { PosterSpec } from './spec'

export interface PosterViewProps {
  /** Drawn again only when its content changes (a new object with the same content is not). */
  spec: PosterSpec
  /** What the poster says, for screen readers (the text is drawn, not in the page). */
  alt: string
  className?: string
}

export const WAIT_TEXT = '海报生成中…'
export const FAILED_TEXT = '海报生成失败，请稍后重试'
