import { useEffect } from 'react'
import { LOCATION_REFRESH_INTERVAL } from '@/constants'
import { logError } from '../log'
import { locate } from './locate'
import { useLocation, usePosition, usePositionAllowed } from './state'

/**
 * For a page that shows the user's position (map, nearby dealers): locates on mount and again
 * every 30 s while mounted (spec §9), and re-renders with the latest fix.
 */
export function useCurrentPosition(enabled = true, intervalMs: number = LOCATION_REFRESH_INTERVAL) {
  const position = usePosition()
  const location = useLocation()
  const allowed = usePositionAllowed()
  useEffect(() => {
    if (!enabled) return undefined
    const refresh = () => {
      locate().catch((error: unknown) => logError('Location refresh failed', error))
    }
    refresh()
    const timer = setInterval(refresh, intervalMs)
    return () => clearInterval(timer)
  }, [enabled, intervalMs])
  return { position, location, allowed }
}
