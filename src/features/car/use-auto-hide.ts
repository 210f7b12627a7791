import { useCallback, useEffect, useState } from 'react'
import { VIDEO_CONTROLS_HIDE } from '@/constants'

/**
 * Video controls (spec §9): always shown while `active` is false (paused); while playing they
 * hide `delay` ms after the last touch, and a touch shows them again.
 */
export function useAutoHide(active: boolean, delay: number = VIDEO_CONTROLS_HIDE) {
  const [visible, setVisible] = useState(true)
  const [touches, setTouches] = useState(0)

  useEffect(() => {
    setVisible(true)
    if (!active) return undefined
    const timer = setTimeout(() => setVisible(false), delay)
    return () => clearTimeout(timer)
  }, [active, delay, touches])

  const poke = useCallback(() => setTouches((n) => n + 1), [])
  return { visible: visible || !active, poke }
}
