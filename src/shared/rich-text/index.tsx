import { RichText } from '@tarojs/components'
import { useSanitized } from './use-sanitized'
import './index.scss'

export { htmlToNodes, type RichNode } from './to-nodes'

/**
 * Server HTML, sanitized before it reaches the page: allow-listed nodes in the mini-program;
 * DOMPurify in H5, fetched with the first rich text shown (about 12 KB gzip that pages without
 * one, and the first paint of pages with one, need not wait for). Nothing unsanitized is ever shown.
 */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  const nodes = useSanitized(html)
  return <RichText className={`rich-text ${className ?? ''}`} nodes={nodes as never} />
}
