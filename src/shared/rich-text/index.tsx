import { useMemo } from 'react'
import { RichText } from '@tarojs/components'
import { sanitizeHtml } from './sanitize-html'
import { htmlToNodes } from './to-nodes'
import './index.scss'

export { htmlToNodes, type RichNode } from './to-nodes'
export { sanitizeHtml } from './sanitize-html'

/** Server HTML, sanitized before it reaches the page (DOMPurify in H5, allow-listed nodes in weapp). */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => (process.env.TARO_ENV === 'h5' ? sanitizeHtml(html) : htmlToNodes(html)), [html])
  return <RichText className={`safe-rich-text ${className ?? ''}`} nodes={nodes as never} />
}
