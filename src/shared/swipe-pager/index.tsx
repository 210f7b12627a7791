import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import type { ITouch, ITouchEvent } from '@tarojs/components'
import { SWIPER } from '@/constants'
import { stepIndex, swipeTarget } from './swipe'
import './index.scss'

export interface SwipePagerProps {
  index: number
  onChange: (index: number) => void
  children: ReactNode
  loop?: boolean
  autoplay?: boolean
  /** ms between automatic turns (spec §9 swiper default 5000). */
  interval?: number
  /** ms of the page-turn animation (spec §9 swiper default 500). */
  duration?: number
  /** Dots over the bottom edge showing the current page. */
  indicator?: boolean
  className?: string
}

interface Drag {
  x: number
  y: number
  dx: number
  dy: number
}

// View's touch props are typed as plain events; the runtime passes touch events.
function point(event: unknown) {
  const e = event as Partial<ITouchEvent>
  const t = (e.touches?.[0] ?? e.changedTouches?.[0]) as (ITouch & { pageX?: number; pageY?: number }) | undefined
  return { x: t?.pageX ?? t?.clientX ?? 0, y: t?.pageY ?? t?.clientY ?? 0 }
}

/**
 * A light swipe pager (magazine pages, banners, galleries), a few KB where Taro's H5 Swiper
 * brings the swiper library (~50 KB gzip) to the page that uses it. Touch drags the track; a
 * long enough horizontal swipe turns the page with the spec's 500 ms animation.
 */
export { stepIndex, swipeTarget, SWIPE_THRESHOLD } from './swipe'

export function SwipePager({ index, onChange, children, loop = false, autoplay = false, interval = SWIPER.interval, duration = SWIPER.duration, indicator = false, className }: SwipePagerProps) {
  const items = Children.toArray(children)
  const count = items.length
  const [drag, setDrag] = useState<Drag | null>(null)
  const changeRef = useRef(onChange)
  changeRef.current = onChange

  useEffect(() => {
    if (!autoplay || drag || count <= 1) return undefined
    // Keyed on index: a manual turn restarts the wait.
    const timer = setTimeout(() => changeRef.current(stepIndex(index, count, 1, true)), interval)
    return () => clearTimeout(timer)
  }, [autoplay, drag, count, index, interval])

  const onTouchStart = (e: unknown) => {
    const p = point(e)
    setDrag({ x: p.x, y: p.y, dx: 0, dy: 0 })
  }
  const onTouchMove = (e: unknown) => {
    if (!drag) return
    const p = point(e)
    setDrag({ ...drag, dx: p.x - drag.x, dy: p.y - drag.y })
  }
  const onTouchEnd = () => {
    if (!drag) return
    const target = swipeTarget(index, count, drag.dx, drag.dy, loop)
    setDrag(null)
    if (target !== index) onChange(target)
  }

  // Follow the finger only for horizontal drags; vertical ones scroll the page.
  const dx = drag && Math.abs(drag.dx) > Math.abs(drag.dy) ? drag.dx : 0
  return (
    <div
      className={`swipe-pager ${className ?? ''}`}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className='swipe-pager__track'
        style={{ transform: `translateX(calc(${-index * 100}% + ${dx}px))`, transition: drag ? 'none' : `transform ${duration}ms ease` }}
      >
        {items.map((item, i) => (
          <div key={i} className='swipe-pager__item' aria-hidden={i !== index}>
            {item}
          </div>
        ))}
      </div>
      {indicator && count > 1 && (
        <div className='swipe-pager__dots' aria-hidden>
          {items.map((_, i) => (
            <div key={i} className={`swipe-pager__dot${i === index ? ' swipe-pager__dot--on' : ''}`} />
          ))}
        </div>
      )}
    </div>
  )
}
