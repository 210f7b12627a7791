import { useEffect, useRef } from 'react'
import './index.scss'

export interface OnSeenProps {
  /** Called once, the first time the marker is on screen: scrolled to, or there when the page opens. */
  onSeen: () => void
}

/**
 * H5: an empty marker (put it at the end of a text) that says when it comes into the viewport,
 * by IntersectionObserver; without it, by the page's scroll. The mini-program build takes
 * index.weapp.tsx (WeChat's intersection observer on the page).
 */
export function OnSeen({ onSeen }: OnSeenProps) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onSeen)
  latest.current = onSeen
  useEffect(() => {
    const node = ref.current
    if (!node) return undefined
    let stop = () => undefined as void
    let done = false
    const seen = () => {
      if (done) return
      done = true
      stop()
      latest.current()
    }
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && seen())
      observer.observe(node)
      stop = () => observer.disconnect()
    } else {
      const check = () => node.getBoundingClientRect().top < window.innerHeight && seen()
      window.addEventListener('scroll', check, { passive: true })
      stop = () => window.removeEventListener('scroll', check)
      check()
    }
    return () => stop()
  }, [])
  return <div ref={ref} className='on-seen' aria-hidden='true' />
}
