import { GEOLOCATION_TIMEOUT, MESSAGES } from '@/constants'
import type { Position } from './types'

export interface DeviceFix {
  position: Position
  /** The browser reports GPS (WGS-84); the mini-program can ask for GCJ-02 directly. */
  coordType: 'wgs84' | 'gcj02'
}

/**
 * One position from the browser. Rejects with 'device nonsupport geolocation' when it has no
 * geolocation, or 'network error' when it gets no fix. The mini-program build takes
 * geolocation.weapp.ts.
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
      // Denied, unavailable and timed out all read the same to the user (spec §8).
      () => reject(new Error(MESSAGES.GEO_NETWORK)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT, maximumAge: 30_000 },
    )
  })
}

