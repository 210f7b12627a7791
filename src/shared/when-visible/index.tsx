import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { nextTask } from '@/core/boot/next-task'

export interface WhenVisibleProps {
  children: ReactNode
  /** Height kept until the part is shown, so the page below does not jump when it appears. */
  minHeight?: number
}

/**
 * H5: its children mount one per task, in order, the first at once: a screen's sections, or the
 * rows of a list, render as several short tasks instead of one long one, so a tap in between is
 * answered and, on a slow phone, no task blocks the page for long (issue 42). A task, not a
 * frame: a render inside a frame's callback adds to that frame's layout and paint.
 */
export function Staged({ children }: { children: ReactNode }) {
  // The children as written, empty places kept: a part that comes or goes (a flash sale's bar)
  // leaves the others where they were, so none of them mounts again.
  const parts = ([] as ReactNode[]).concat(children)
  const latest = useRef(parts)
  latest.current = parts
  const [mounted, setMounted] = useState(1)
  useEffect(() => {
    if (mounted >= parts.length) return undefined
    let live = true
    void nextTask().then(() => {
      if (live) setMounted((n) => next(latest.current, n))
    })
    return () => {
      live = false
    }
  }, [mounted, parts.length])
  return <>{parts.slice(0, mounted)}</>
}

const empty = (part: ReactNode) => part === null || part === undefined || typeof part === 'boolean'

/** How many parts to mount after `mounted`: one more, and any empty ones before it. */
function next(parts: ReactNode[], mounted: number): number {
  let n = mounted + 1
  while (n < parts.length && empty(parts[n - 1])) n += 1
  return n
}

const Late = createContext(false)

/** Whether this is inside a part that mounted after the screen's first paint (WhenVisible). */
export const useLatePart = () => useContext(Late)

/**
 * H5: a part below the fold (reviews, recommendations, long lists of pictures) mounts when it
 * comes into view, so its requests, pictures and rendering do not compete with what the visitor
 * sees first; its children are then Staged. Not a screen ahead: on a phone's first load that
 * mounted every section of the second screen too, and their render and layout were the longest
 * tasks after the first paint (issue 42: at the low tier, goods detail's TBT 531 -> 304 ms, the
 * car tab's 429 -> 347, medians of 3). Content below the placeholder is off screen when it grows,
 * so nothing in view moves. Without IntersectionObserver it mounts at once. Seen in a frame's
 * intersection step, it renders in the task after that frame.
 */
export function WhenVisible({ children, minHeight = 120 }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const node = ref.current
    if (shown || !node) return
    let live = true
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      void nextTask().then(() => {
        if (live) setShown(true)
      })
    }, { rootMargin: '0px' })
    observer.observe(node)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [shown])
  return shown ? (
    <Late.Provider value>
      <Staged>{children}</Staged>
    </Late.Provider>
  ) : (
    <div ref={ref} style={{ minHeight }} aria-hidden='true' />
  )
}
