import { Children, useEffect, useRef, useState, type ReactNode } from 'react'

export interface WhenVisibleProps {
  children: ReactNode
  /** Height kept until the part is shown, so the page below does not jump when it appears. */
  minHeight?: number
}

/**
 * H5: a part below the fold (reviews, recommendations, long lists of pictures) mounts when it
 * comes within a screen of the viewport, so its requests, pictures and rendering do not compete
 * with what the visitor sees first. Without IntersectionObserver it mounts at once. Its children
 * then mount one per frame: a grid and a long list make two short tasks instead of one long one,
 * so a tap in between is answered.
 */
export function WhenVisible({ children, minHeight = 120 }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined')
  const parts = Children.toArray(children)
  const [mounted, setMounted] = useState(1)
  useEffect(() => {
    const node = ref.current
    if (shown || !node) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true)
    }, { rootMargin: '100% 0px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [shown])
  useEffect(() => {
    if (!shown || mounted >= parts.length) return undefined
    const frame = requestAnimationFrame(() => setMounted((n) => n + 1))
    return () => cancelAnimationFrame(frame)
  }, [shown, mounted, parts.length])
  return shown ? <>{parts.slice(0, mounted)}</> : <div ref={ref} style={{ minHeight }} aria-hidden='true' />
}
