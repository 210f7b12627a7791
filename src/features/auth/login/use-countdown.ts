import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds left before the send-code button works again; 0 when idle. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }, [])

  const start = useCallback(() => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          stop()
          return 0
        }
        return n - 1
      })
    }, 1000)
  }, [seconds, stop])

  useEffect(() => stop, [stop])
  return { left, running: left > 0, start }
}
