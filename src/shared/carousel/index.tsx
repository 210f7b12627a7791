import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { ITouch, ITouchEvent } from '@tarojs/components'
import { SWIPER } from '@/constants'
import { cssHeight, useCarouselIndex, type CarouselProps } from './props'
import { isNear, stepIndex, swipeTarget } from './steps'
import './index.scss'

export type { CarouselProps } from './props'

interface Drag {
  x: number
  y: number
  dx: number
  dy: number
}

// The runtime passes touch events where the types say plain ones.
function point(event: unknown) {
  const e = event as Partial<ITouchEvent>
  const t = (e.touches?.[0] ?? e.changedTouches?.[0]) as (ITouch & { pageX?: number; pageY?: number }) | undefined
  return { x: t?.pageX ?? t?.clientX ?? 0, y: t?.pageY ?? t?.clientY ?? 0 }
}

/**
 * H5 build of Carousel: a light pager of plain tags, a few KB where Taro's H5 Swiper brings the
 * swiper library (~50 KB gzip) to every page that uses it. A drag moves the track; a long enough
 * swipe, an arrow key or a dot turns the page. The mini-program build is index.weapp.tsx.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, renderItem, itemKey, height, label, current, onChange, autoplay = false, circular = false, indicatorDots = false, vertical = false } = props
  const { interval = SWIPER.interval, duration = SWIPER.duration, className = '' } = props
  const count = items.length
  const [index, go] = useCarouselIndex(count, current, onChange)
  const [drag, setDrag] = useState<Drag | null>(null)
  // Autoplay waits while a keyboard user works the carousel (a tap also focuses it, and must not stop it).
  const [keyboard, setKeyboard] = useState(false)
  const track = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!autoplay || drag || keyboard || count <= 1) return undefined
    // Keyed on index: a manual turn restarts the wait.
    const timer = setTimeout(() => go(stepIndex(index, count, 1, true)), interval)
    return () => clearTimeout(timer)
  }, [autoplay, drag, keyboard, count, index, interval, go])

  // Pages out of view leave the tab order too: focusing a link on one would scroll the track.
  // Every render: new items bring new nodes at the same index.
  useEffect(() => {
    Array.from(track.current?.children ?? []).forEach((el, i) => {
      ;(el as HTMLElement & { inert: boolean }).inert = i !== index
    })
  })

  const turn = (target: number) => target !== index && go(target)
  const onTouchEnd = () => {
    if (!drag) return
    setDrag(null)
    turn(vertical ? swipeTarget(index, count, drag.dy, drag.dx, circular) : swipeTarget(index, count, drag.dx, drag.dy, circular))
  }
  const [back, next] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
  const onKeyDown = (e: KeyboardEvent) => {
    setKeyboard(true)
    if (e.key !== back && e.key !== next) return
    e.preventDefault()
    turn(stepIndex(index, count, e.key === next ? 1 : -1, circular))
  }

  // Follow the finger only along the carousel; a drag across it scrolls the page.
  const along = drag ? (vertical ? drag.dy : drag.dx) : 0
  const offset = drag && Math.abs(along) > Math.abs(vertical ? drag.dx : drag.dy) ? along : 0
  const axis = vertical ? 'Y' : 'X'
  return (
    <div
      className={`carousel${vertical ? ' carousel--vertical' : ''} ${className}`}
      style={{ height: cssHeight(height) }}
      role='region'
      aria-roledescription='carousel'
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={(e) => e.currentTarget.contains(e.relatedTarget as Node | null) || setKeyboard(false)}
      onTouchStart={(e) => setDrag({ ...point(e), dx: 0, dy: 0 })}
      onTouchMove={(e) => drag && setDrag({ ...drag, dx: point(e).x - drag.x, dy: point(e).y - drag.y })}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        ref={track}
        className='carousel__track'
        aria-live={autoplay ? 'off' : 'polite'}
        style={{ transform: `translate${axis}(calc(${-index * 100}% + ${offset}px))`, transition: drag ? 'none' : `transform ${duration}ms ease` }}
      >
        {items.map((item, i) => (
          <div key={itemKey?.(item, i) ?? i} className='carousel__item' role='group' aria-roledescription='slide' aria-label={`第 ${i + 1} 张，共 ${count} 张`} aria-hidden={i !== index}>
            {!vertical || isNear(i, index, count, circular) ? renderItem(item, i) : null}
          </div>
        ))}
      </div>
      {indicatorDots && count > 1 && (
        <div className='carousel__dots'>
          {items.map((item, i) => (
            <button
              key={itemKey?.(item, i) ?? i}
              type='button'
              tabIndex={-1}
              className={`carousel__dot${i === index ? ' carousel__dot--on' : ''}`}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === index || undefined}
              onClick={() => turn(i)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
