import { useCallback, useRef, useState } from 'react'
import type { CommonEvent, ITouchEvent } from '@tarojs/components'
import { useMouseDrag } from '@/shared/mouse-drag'

export interface DragOptions {
  /** ids of the elements that start a mouse drag (H5; the mini-program has no mouse). */
  elementIds?: readonly string[]
  /** Changes when that element is re-created (a new captcha), so the listener follows it. */
  mountKey?: unknown
  /** Largest offset in screen px. */
  max: number
  disabled: boolean
  /** Called once when the finger or the mouse button is released. */
  onRelease: (offset: number) => void
}

// View's touch props are typed as plain events; the runtime passes touch events.
const touchX = (e: CommonEvent) => (e as unknown as ITouchEvent).touches[0]?.clientX ?? 0
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** Horizontal drag by touch (both targets) and by mouse (H5 desktop, shared/mouse-drag). */
export function useDrag({ elementIds, mountKey, max, disabled, onRelease }: DragOptions) {
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const origin = useRef<number | null>(null)
  const current = useRef(0)
  const latest = useRef({ max, onRelease })
  latest.current = { max, onRelease }

  const begin = useCallback(
    (x: number) => {
      if (disabled) return false
      origin.current = x - current.current
      setDragging(true)
      return true
    },
    [disabled],
  )
  const move = useCallback((x: number) => {
    if (origin.current === null) return
    current.current = clamp(x - origin.current, 0, latest.current.max)
    setOffset(current.current)
  }, [])
  const end = useCallback(() => {
    if (origin.current === null) return
    origin.current = null
    setDragging(false)
    latest.current.onRelease(current.current)
  }, [])
  const reset = useCallback(() => {
    current.current = 0
    setOffset(0)
  }, [])

  useMouseDrag(elementIds, mountKey, { begin, move, end })

  const handlers = {
    onTouchStart: (e: CommonEvent) => {
      begin(touchX(e))
    },
    onTouchMove: (e: CommonEvent) => move(touchX(e)),
    onTouchEnd: end,
    onTouchCancel: end,
  }
  return { offset, dragging, reset, handlers }
}
