import { GEOLOCATION_TIMEOUT, MESSAGES } from '@/constants'
import { refusedFixError } from './refused'
import type { Position } from './types'

export interface DeviceFix {
  position: Position
  /** The browser reports GPS (WGS-84); the mini-program can ask for GCJ-02 directly. */
  coordType: 'wgs84' | 'gcj02'
}

/**
 * One position from the browser. Rejects with 'device nonsupport geolocation' when it has no
 * geolocation, or 'network error' when it gets no fix, marked as refused when the user denied
 * it. A prompt left unanswered never calls back: locate's own deadline gives up on it. The
 * mini-program build takes geolocation.weapp.ts.
 */
export function getDeviceFix(): Promise<DeviceFix> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
    if (!geo) {
      reject(new Error(MESSAGES.GEO_UNSUPPORTED))
      return
    }
    geo.getCurrentPosition(
      ({ coords }) => resolve({ position: { latitude: coords.latitude, longitude: coords.longitude }, coordType: 'wgs84' }),
      // Denied, unavailable and timed out are all 'network error' (spec §8); a denial is marked
      // so the page can say that the user's choice is why.
      (failure) => reject(failure?.code === 1 ? refusedFixError(MESSAGES.GEO_NETWORK) : new Error(MESSAGES.GEO_NETWORK)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT, maximumAge: 30_000 },
    )
  })
}

