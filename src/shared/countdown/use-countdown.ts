import { useCallback, useEffect, useRef, useState } from 'react'
import { countdownParts, type CountdownParts } from './parts'
import { onTick } from './ticker'

export type CountdownTarget = number | string | Date | undefined

/** Epoch milliseconds of a target; undefined when there is none or it does not parse. */
export function targetTime(target: CountdownTarget): number | undefined {
  if (target === undefined) return undefined
  const time = target instanceof Date ? target.getTime() : typeof target === 'string' ? Date.parse(target) : target
  return Number.isFinite(time) ? time : undefined
}

export interface Countdown extends CountdownParts {
  remainingMs: number
  running: boolean
}

/**
 * Time left until `target` (epoch ms, an ISO string or a Date), re-read on the shared clock's
 * tick. It stops listening at zero and then calls `onEnd` once; a target already past when it
 * is given ends nothing, so `onEnd` is not called for it.
 */
export function useCountdown(target: CountdownTarget, onEnd?: () => void): Countdown {
  const end = targetTime(target)
  // The time last read, with the target it was read for: a new target is measured from now at
  // once, so a restarted 60 s countdown never shows 61 s for a render.
  const [seen, setSeen] = useState(() => ({ end, now: Date.now() }))
  const now = seen.end === end ? seen.now : Date.now()
  const endRef = useRef(onEnd)
  endRef.current = onEnd

  useEffect(() => {
    const start = Date.now()
    setSeen({ end, now: start })
    if (end === undefined || end <= start) return undefined
    const stop = onTick((time) => {
      setSeen({ end, now: time })
      if (time < end) return
      stop()
      endRef.current?.()
    })
    return stop
  }, [end])

  const remainingMs = end === undefined ? 0 : Math.max(0, end - now)
  return { ...countdownParts(remainingMs), remainingMs, running: remainingMs > 0 }
}

/**
 * A countdown that starts on demand and can start again, like 重新发送 after an SMS code
 * (seconds = 60): `start()` runs it from the full length, `secondsLeft` is 0 when idle.
 */
export function useRestartableCountdown(seconds: number, onEnd?: () => void) {
  const [endAt, setEndAt] = useState<number>()
  const clock = useCountdown(endAt, onEnd)
  const start = useCallback(() => setEndAt(Date.now() + seconds * 1000), [seconds])
  return { secondsLeft: clock.totalSeconds, running: clock.running, start }
}
