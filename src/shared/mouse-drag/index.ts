import { useEffect, useRef } from 'react'
import type { DragSteps } from './types'

export type { DragSteps } from './types'

/**
 * Horizontal mouse drags on H5 desktops (touches are the caller's, on both platforms). Taro's
 * View has no mouse props, so this listens on the elements themselves, and follows moves on the
 * window so the drag goes on when the pointer leaves the small handle. `mountKey` changes when
 * those elements are re-created, so the listeners follow.
 */
export function useMouseDrag(elementIds: readonly string[] | undefined, mountKey: unknown, { begin, move, end }: DragSteps): void {
  // Ends the window listeners of a drag in progress (on release, or when the page goes).
  const detach = useRef<() => void>(() => undefined)
  useEffect(() => () => detach.current(), [])

  useEffect(() => {
    if (!elementIds?.length) return undefined
    const els = elementIds.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el)
    const onDown = (e: MouseEvent) => {
      if (!begin(e.clientX)) return
      e.preventDefault()
      const onMove = (ev: MouseEvent) => move(ev.clientX)
      const onUp = () => {
        detach.current()
        end()
      }
      window.addEventListener('mousemove', onMove)
      window.addEventListener('mouseup', onUp)
      detach.current = () => {
        window.removeEventListener('mousemove', onMove)
        window.removeEventListener('mouseup', onUp)
        detach.current = () => undefined
      }
    }
    els.forEach((el) => el.addEventListener('mousedown', onDown))
    return () => els.forEach((el) => el.removeEventListener('mousedown', onDown))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids compared by value
  }, [elementIds?.join(), begin, move, end, mountKey])
}
