import { useEffect, useMemo, useState } from 'react'
import { aTaskAfter } from '@/core/boot/next-task'
import type { sanitizeHtml as Sanitize } from './sanitize-html'
import type { RichNode } from './to-nodes'

let sanitize: typeof Sanitize | undefined
// DOMPurify (about 12 KB gzip) is fetched when a page that can show rich text is evaluated, not
// when its text first renders: by then it is usually here, and the text shows in the same paint
// as the rest of the page. Fetched on first render, the text came a paint later and pushed what
// was below it down (a layout shift of 0.2 on the journal).
// Taken a task after the chunk has run (issue 42): its evaluation, then the sanitizing and the
// render of the texts waiting for it, were one task of 15 to 25 ms at full speed here.
const loaded = aTaskAfter(import('./sanitize-html')).then((module) => {
  sanitize = module.sanitizeHtml
})

/** DOMPurify's sanitize once it is here, undefined until then (the component renders again when it comes). */
function useSanitizer(): typeof Sanitize | undefined {
  const [run, setRun] = useState(() => sanitize)
  useEffect(() => {
    if (run) return undefined
    let live = true
    // Also when DOMPurify came between this render and its effect: render again with it.
    void loaded.then(() => live && setRun(() => sanitize))
    return () => {
      live = false
    }
  }, [run])
  return run
}

/** H5: whether a rich text would show at once (DOMPurify is here). */
export function useSanitizerReady(): boolean {
  return useSanitizer() !== undefined
}

/**
 * H5: the HTML through DOMPurify; null while DOMPurify is still on its way (nothing unsanitized
 * is ever shown). The mini-program build takes use-sanitized.weapp.ts.
 */
export function useSanitized(html: string): string | RichNode[] | null {
  const run = useSanitizer()
  // Once per text, not at every render of the page around it.
  return useMemo(() => (run ? run(html) : null), [html, run])
}
