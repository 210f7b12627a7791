import type { ReactNode } from 'react'
import { RichText, View } from '@tarojs/components'
import { HOLD_PAINT } from '../page-shell'
import { useLatePart } from '../when-visible'
import { useSanitized, useSanitizerReady } from './use-sanitized'
import './index.scss'

export { htmlToNodes, type RichNode } from './to-nodes'

/**
 * Server HTML, sanitized before it reaches the page: allow-listed nodes in the mini-program;
 * DOMPurify in H5, fetched with the first page that can show rich text (about 12 KB gzip that
 * other pages, and the first paint of these, need not wait for). Nothing unsanitized is ever
 * shown; while DOMPurify is still on its way the screen holds its paint (HOLD_PAINT), unless the
 * text is in a part mounted after the first paint.
 */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  const nodes = useSanitized(html)
  // Such a part (WhenVisible) must not hide what was seen: it stays an empty block until then.
  const late = useLatePart()
  if (nodes === null) return <View className={`rich-text ${late ? '' : HOLD_PAINT} ${className ?? ''}`} />
  return <RichText className={`rich-text ${className ?? ''}`} nodes={nodes as never} />
}

/**
 * A screen whose parts mount a task apart (Staged) with a rich text in a later part: its parts
 * wait for the sanitizer together, the screen holding its paint meanwhile, so that a rich text
 * mounting after the first paint never hides what was already shown (HOLD_PAINT). A rich text in
 * the first part needs none: its own hold comes before the first paint.
 */
export function WithSanitizer({ children }: { children: ReactNode }) {
  return useSanitizerReady() ? <>{children}</> : <View className={`rich-text ${HOLD_PAINT}`} />
}
