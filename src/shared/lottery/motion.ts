import { useEffect, useRef, useState } from 'react'
import { DRAW_TIMING, type DrawState } from './machine'
import { GRID_CELLS, gridPath, gridStepDelays, wheelBackAngle, wheelStopAngle } from './positions'

/** Full turns the wheel makes while slowing onto the prize. */
export const SETTLE_TURNS = 3
/** Full laps the grid's highlight makes while slowing onto the prize. */
export const SETTLE_LAPS = 2

/**
 * The wheel's rotation (degrees, growing) for a draw's state: while drawing, far ahead (the
 * component turns there linearly, at one turn per DRAW_TIMING.turnMs); on the answer, the stop
 * angle of the server's prize, a few turns on from where the spin has got to; on a failure, back
 * to the rotation it had before the tap.
 */
export function useWheelAngle(state: DrawState, count: number): number {
  const [angle, setAngle] = useState(0)
  const now = useRef(0)
  now.current = angle
  const spin = useRef({ from: 0, at: 0 })

  useEffect(() => {
    // Where the linear spin has got to: the CSS transition and this share the clock and speed.
    const reached = () => {
      const turned = (Math.min(Date.now() - spin.current.at, DRAW_TIMING.waitMs) / DRAW_TIMING.turnMs) * 360
      return spin.current.from + turned
    }
    if (state.status === 'drawing') {
      spin.current = { from: now.current, at: Date.now() }
      setAngle(now.current + (DRAW_TIMING.waitMs / DRAW_TIMING.turnMs) * 360)
    } else if (state.status === 'settling' && state.index < count) {
      setAngle(wheelStopAngle(state.index, count, reached(), SETTLE_TURNS))
    } else if (state.status === 'error') {
      setAngle(wheelBackAngle(spin.current.from, reached()))
    }
  }, [state, count])
  return angle
}

/**
 * The highlighted cell of the nine-cell grid (0-7, clockwise from the top-left): it steps every
 * DRAW_TIMING.gridStepMs while drawing, then along `gridPath` to the server's prize, slowing
 * near the end, in DRAW_TIMING.settleMs; on a failure it goes back to the cell it started from.
 */
export function useGridCell(state: DrawState, count: number): number {
  const [cell, setCell] = useState(0)
  const now = useRef(0)
  now.current = cell
  const from = useRef(0)
  const stop = useRef(0)

  useEffect(() => {
    if (state.status === 'drawing') {
      from.current = now.current
      const timer = setInterval(() => setCell((c) => (c + 1) % GRID_CELLS), DRAW_TIMING.gridStepMs)
      return () => clearInterval(timer)
    }
    // More than eight prizes do not fit the grid: one beyond stays unshown rather than throw.
    if (state.status === 'settling' && state.index < Math.min(count, GRID_CELLS)) {
      const path = gridPath(now.current, state.index, count, SETTLE_LAPS)
      stop.current = path[path.length - 1]
      const delays = gridStepDelays(path.length, DRAW_TIMING.settleMs)
      let timer: ReturnType<typeof setTimeout>
      const step = (i: number) => {
        timer = setTimeout(() => {
          setCell(path[i])
          if (i + 1 < path.length) step(i + 1)
        }, delays[i])
      }
      step(0)
      return () => clearTimeout(timer)
    }
    // The settle timer may end a step before the last one shows: the result is the prize's cell.
    if (state.status === 'result') setCell(stop.current)
    if (state.status === 'error') setCell(from.current)
    return undefined
  }, [state, count])
  return cell
}
