import { useCallback, useEffect, useReducer, useRef } from 'react'
import { errorText } from '@/shared/error-text'
import { DRAW_IDLE, DRAW_TIMING, drawReducer, type DrawState } from './machine'

/** What a draw call answers: at least the index of the prize the server chose, as the game shows them. */
export interface DrawAnswer {
  index: number
}

export interface UseDrawOptions<A extends DrawAnswer> {
  /** Asks the server for one draw. Called once per accepted tap, never again for the same tap. */
  draw: () => Promise<A>
  /** The game has stopped on the server's prize: show the outcome (the whole answer is passed). */
  onResult?: (answer: A) => void
  /** The draw failed and the game is back where it was. */
  onError?: (message: string) => void
}

export interface DrawControl {
  state: DrawState
  /** A tap on 抽奖: the spin starts at once; ignored while a draw is under way. */
  start: () => void
  /** Closes the outcome (or clears the failure message). */
  dismiss: () => void
}

/**
 * Runs draws: a tap spins at once and calls `draw()`; the spin lasts at least
 * DRAW_TIMING.minSpinMs, then slows for settleMs onto the prize the server chose, and `onResult`
 * gets the answer. A failure goes back (returnMs) to idle with the message. The wheel and grid
 * take `state` (and `useWheelAngle` / `useGridCell` their positions) from here.
 */
export function useDraw<A extends DrawAnswer>({ draw, onResult, onError }: UseDrawOptions<A>): DrawControl {
  const [state, dispatch] = useReducer(drawReducer, DRAW_IDLE)
  const live = useRef({ draw, onResult, onError })
  live.current = { draw, onResult, onError }
  // Set in the tap itself: a second tap before the re-render must not draw again.
  const busy = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      clearTimeout(timer.current)
    }
  }, [])

  const start = useCallback(() => {
    if (busy.current) return
    const later = (ms: number, then: () => void) => {
      clearTimeout(timer.current)
      if (mounted.current) timer.current = setTimeout(then, ms)
    }
    busy.current = true
    const startedAt = Date.now()
    dispatch({ type: 'start' })
    const fail = (message: string) => {
      dispatch({ type: 'fail', message })
      later(DRAW_TIMING.returnMs, () => {
        busy.current = false
        dispatch({ type: 'settled' })
        live.current.onError?.(message)
      })
    }
    // A draw() that throws at once fails like one that rejects.
    new Promise<A>((resolve) => resolve(live.current.draw())).then(
      (answer) => {
        // The count was spent on the server; a prize the game cannot show still must not spin forever.
        if (!(Number.isInteger(answer?.index) && answer.index >= 0)) return fail('抽奖结果暂时无法显示，请到我的奖品查看')
        later(Math.max(0, DRAW_TIMING.minSpinMs - (Date.now() - startedAt)), () => {
          dispatch({ type: 'answer', index: answer.index })
          later(DRAW_TIMING.settleMs, () => {
            busy.current = false
            dispatch({ type: 'settled' })
            live.current.onResult?.(answer)
          })
        })
      },
      (error: unknown) => fail(errorText(error)),
    )
  }, [])

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), [])
  return { state, start, dismiss }
}
