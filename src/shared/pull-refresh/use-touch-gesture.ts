import { useCallback, useEffect, useRef } from 'react'
import type { PullEvent } from './machine'

/** True when neither the page nor any scrolling ancestor of `node` is scrolled down. */
function atTop(node: HTMLElement): boolean {
  for (let el: HTMLElement | null = node; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false
  }
  const root = document.scrollingElement ?? document.documentElement
  return (root?.scrollTop ?? 0) <= 0 && (window.scrollY ?? 0) <= 0
}

/**
 * H5: native touch listeners on the pulling element (the mini-program build takes
 * use-touch-gesture.weapp.ts: its page's native pull-down is the gesture there). Native, not React props, because a
 * pull must `preventDefault` the page scroll (needs a non-passive listener). It stops at this
 * element too: H5 pages have no native pull-down of Taro's around them (app-config.ts), and none
 * must come back to move the page a second time.
 */
export function useTouchGesture(canPull: () => boolean, dispatch: (event: PullEvent) => void) {
  const nodeRef = useRef<HTMLElement | null>(null)
  const detach = useRef<() => void>()
  const live = useRef({ canPull, dispatch })
  live.current = { canPull, dispatch }

  const ref = useCallback((node: HTMLElement | null) => {
    // Taro's component wrappers may hand the ref over again on every render (null, then the
    // same node): keep the listeners, and the gesture they track, when nothing changed.
    // Unmounting is handled by the effect below.
    if (!node || node === nodeRef.current) return
    detach.current?.()
    detach.current = undefined
    nodeRef.current = node
    if (typeof node.addEventListener !== 'function') return
    let startY: number | null = null
    let pulling = false

    const onStart = (e: TouchEvent) => {
      e.stopPropagation()
      pulling = false
      startY = e.touches.length === 1 && live.current.canPull() && atTop(node) ? e.touches[0].clientY : null
    }
    const onMove = (e: TouchEvent) => {
      e.stopPropagation()
      if (startY === null) return
      const dy = e.touches[0].clientY - startY
      if (!pulling) {
        // A swipe up scrolls the page; a pull only starts from the very top.
        if (dy <= 0) return
        if (!atTop(node)) {
          startY = null
          return
        }
        pulling = true
      }
      live.current.dispatch({ type: 'move', dy })
      // The page keeps its own scrolling until the finger actually pulls down.
      if (dy > 0 && e.cancelable) e.preventDefault()
    }
    const onEnd = (e: TouchEvent) => {
      e.stopPropagation()
      if (startY === null) return
      startY = null
      live.current.dispatch({ type: 'release' })
    }
    const passive = { passive: false } as AddEventListenerOptions
    node.addEventListener('touchstart', onStart, passive)
    node.addEventListener('touchmove', onMove, passive)
    node.addEventListener('touchend', onEnd)
    node.addEventListener('touchcancel', onEnd)
    detach.current = () => {
      node.removeEventListener('touchstart', onStart)
      node.removeEventListener('touchmove', onMove)
      node.removeEventListener('touchend', onEnd)
      node.removeEventListener('touchcancel', onEnd)
    }
  }, [])

  useEffect(() => () => detach.current?.(), [])
  return ref
}
