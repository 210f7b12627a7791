import Taro from '@tarojs/taro'
import { GEOLOCATION_TIMEOUT, MESSAGES } from '@/constants'
import type { Position } from './types'

export interface DeviceFix {
  position: Position
  /** The browser reports GPS (WGS-84); the mini-program can ask for GCJ-02 directly. */
  coordType: 'wgs84' | 'gcj02'
}

function browserFix(): Promise<DeviceFix> {
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

async function miniProgramFix(): Promise<DeviceFix> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { position: { latitude: res.latitude, longitude: res.longitude }, coordType: 'gcj02' }
  } catch {
    throw new Error(MESSAGES.GEO_NETWORK)
  }
}

/**
 * One position from the device. Rejects with 'device nonsupport geolocation' when the runtime
 * has no geolocation, or 'network error' when it has one but gets no fix.
 */
export function getDeviceFix(): Promise<DeviceFix> {
  return process.env.TARO_ENV === 'h5' ? browserFix() : miniProgramFix()
}
