export interface Region {
  code: string
  name: string
}

/** Province, city and district with codes (spec §3 "Location"). */
export interface RegionLocation {
  province: Region
  city: Region
  district: Region
}

export interface Position {
  latitude: number
  longitude: number
}

/** Where the position came from: the device, the map provider's IP service, or the Beijing default. */
export type PositionSource = 'device' | 'ip' | 'default'

export interface LocateResult {
  position: Position
  location: RegionLocation
  source: PositionSource
  /** Positioning allowed (spec §4): true when a real position was found. */
  allowed: boolean
  /** Why the device could not position: 'device nonsupport geolocation' or 'network error'. */
  error?: string
  /** The user declined to give the position (mini-program: the privacy authorization or the location permission). */
  refused?: boolean
  /** The device gave no answer in time (GEOLOCATION_TIMEOUT): a permission prompt left open, or no fix. */
  timedOut?: boolean
}
