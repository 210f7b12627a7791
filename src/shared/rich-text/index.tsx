import { useEffect, useMemo, useState } from 'react'
import { RichText } from '@tarojs/components'
import { htmlToNodes } from './to-nodes'
import './index.scss'

export { htmlToNodes, type RichNode } from './to-nodes'

/**
 * Server HTML, sanitized before it reaches the page: allow-listed nodes in the mini-program;
 * DOMPurify in H5, fetched with the first rich text shown (about 12 KB gzip that pages without
 * one, and the first paint of pages with one, need not wait for). Nothing unsanitized is ever shown.
 */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  const nodes = useSanitized(html)
  return <RichText className={`safe-rich-text ${className ?? ''}`} nodes={nodes as never} />
}

function useSanitized(html: string): string | ReturnType<typeof htmlToNodes> {
  const weapp = useMemo(() => (process.env.TARO_ENV === 'h5' ? null : htmlToNodes(html)), [html])
  const [clean, setClean] = useState<{ html: string; out: string } | null>(null)
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return
    let live = true
    void import('./sanitize-html').then(({ sanitizeHtml }) => live && setClean({ html, out: sanitizeHtml(html) }))
    return () => {
      live = false
    }
  }, [html])
  if (weapp) return weapp
  return clean?.html === html ? clean.out : ''
}
