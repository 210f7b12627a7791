import { useEffect, useState } from 'react'
import type { RichNode } from './to-nodes'

/**
 * H5: the HTML through DOMPurify, fetched with the first rich text shown; '' until then, so
 * nothing unsanitized is ever shown. The mini-program build takes use-sanitized.weapp.ts.
 */
export function useSanitized(html: string): string | RichNode[] {
  const [clean, setClean] = useState<{ html: string; out: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('./sanitize-html').then(({ sanitizeHtml }) => live && setClean({ html, out: sanitizeHtml(html) }))
    return () => {
      live = false
    }
  }, [html])
  return clean?.html === html ? clean.out : ''
}
