import { useCallback, useEffect, useReducer, useRef } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { PULL_TO_REFRESH } from '@/constants'
import { IDLE, step, type PullEvent, type PullModel } from './machine'
import { useTouchGesture } from './use-touch-gesture'

/** Matches the CSS transition of the track; the indicator is back at rest after it. */
export const SETTLE_MS = 300

export interface PullRefreshHandle {
  model: PullModel
  /** Attach to the element whose touches pull (H5). */
  ref: (node: HTMLElement | null) => void
  /** Start a refresh without a gesture (e.g. a retry button). */
  trigger: () => void
}

const reduce = (model: PullModel, event: PullEvent) => step(model, event, PULL_TO_REFRESH)

/**
 * Drives the machine from three sources: the finger (H5, see use-touch-gesture), the page's
 * native pull-down (the mini-program's; H5 pages have none, app-config.ts), and `trigger()`.
 * Whatever started it, `onRefresh` runs once per refresh.
 */
export function usePullRefresh(onRefresh: () => Promise<unknown>): PullRefreshHandle {
  const [model, dispatch] = useReducer(reduce, IDLE)
  const latest = useRef({ model, onRefresh })
  latest.current = { model, onRefresh }

  const ref = useTouchGesture(
    () => latest.current.model.state === 'idle' || latest.current.model.state === 'pulling' || latest.current.model.state === 'reached',
    dispatch,
  )

  usePullDownRefresh(() => {
    if (latest.current.model.state === 'idle') dispatch({ type: 'trigger' })
    // A refresh is already on its way: the native indicator has nothing to wait for.
    else Taro.stopPullDownRefresh()
  })

  useEffect(() => {
    if (model.state !== 'refreshing') return
    let alive = true
    latest.current
      .onRefresh()
      .catch(() => undefined) // the caller shows its own error; the indicator must still go back
      .finally(() => {
        Taro.stopPullDownRefresh()
        if (alive) dispatch({ type: 'done' })
      })
    return () => {
      alive = false
    }
  }, [model.state])

  useEffect(() => {
    if (model.state !== 'aborting' && model.state !== 'restoring') return
    const timer = setTimeout(() => dispatch({ type: 'settled' }), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [model.state])

  const trigger = useCallback(() => dispatch({ type: 'trigger' }), [])
  return { model, ref, trigger }
}
