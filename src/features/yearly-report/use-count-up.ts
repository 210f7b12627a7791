import { useEffect, useState } from 'react'

/** ms a counter takes from 0 to its value. */
export const COUNT_UP_MS = 800
const STEP_MS = 40

// Reduced motion (H5 only: the mini-program has no such query): the value at once.
const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Counts from 0 up to `value` over COUNT_UP_MS each time `active` turns true (the page becomes
 * current; again when it comes back). Timers rather than requestAnimationFrame: the
 * mini-program has no such frame call.
 */
export function useCountUp(value: number, active: boolean): number {
  // A page waiting off screen holds 0, so the count starts where it shows (no flash of the end).
  const [shown, setShown] = useState(reducedMotion() ? value : 0)
  useEffect(() => {
    if (reducedMotion() || value <= 0) {
      setShown(value)
      return undefined
    }
    if (!active) {
      setShown(0)
      return undefined
    }
    const start = Date.now()
    setShown(0)
    const timer = setInterval(() => {
      const t = Math.min(1, (Date.now() - start) / COUNT_UP_MS)
      setShown(Math.round(value * t))
      if (t >= 1) clearInterval(timer)
    }, STEP_MS)
    return () => clearInterval(timer)
  }, [value, active])
  return shown
}
