import { useMemo } from 'react'
import { htmlToNodes, type RichNode } from './to-nodes'

/** Mini-program: the allow-listed nodes RichText takes (no DOM, so no DOMPurify), never pending (null). */
export function useSanitized(html: string): string | RichNode[] | null {
  return useMemo(() => htmlToNodes(html), [html])
}

/** Mini-program: nothing to wait for. */
export function useSanitizerReady(): boolean {
  return true
}
