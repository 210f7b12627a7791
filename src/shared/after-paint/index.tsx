import { useEffect, useState, type ReactElement, type ReactNode } from 'react'
import { nextTask } from '@/core/boot/next-task'

/**
 * H5: resolves once the browser has painted what the page shows now: in the first task after the
 * frame after next (the next frame paints it, the one after starts once that paint has gone out).
 * Calls the first screen does not need (a balance, a badge count, medals, comments) wait for
 * it, so on a slow phone network they do not share the bandwidth with the script, data and
 * pictures of what the visitor came to see.
 * A task, not the frame's callback: what renders then (the comments under a post) got that
 * frame's style, layout and paint added to it, one task of 25 to 30 ms at 1x (issue 42).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => void nextTask().then(resolve)))
  })
}

/** True once `ready` has been true and the screen has painted since: `enabled` of a later load. */
export function usePainted(ready: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return undefined
    let live = true
    void afterPaint().then(() => {
      if (live) setPainted(true)
    })
    return () => {
      live = false
    }
  }, [ready, painted])
  return painted
}

/**
 * Its children mount a paint after the rest of the screen: the part of a first render below the
 * fold (the third coupon on, say), so the page's first render is a shorter task and a tap during
 * the next one is answered.
 */
export function AfterPaint({ children }: { children: ReactNode }): ReactElement | null {
  return usePainted(true) ? <>{children}</> : null
}
