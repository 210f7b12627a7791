export type { LocateResult, Position, PositionSource, Region, RegionLocation } from './types'
export { addressText, regionCodes, toRegionLocation, type RegionCodes } from './region-codes'
export { getDeviceFix, type DeviceFix } from './geolocation'
export { ipLocate, reverseGeocode, translateGps } from './map-service'
export { locate, lookupAddress } from './locate'
export {
  applyDefault,
  getLocation,
  getPosition,
  isPositionAllowed,
  locationValueAtom,
  positionAllowedAtom,
  positionSourceAtom,
  positionValueAtom,
  restoreSavedLocation,
  setLocation,
  useLocation,
  usePosition,
  usePositionAllowed,
} from './state'
export { useCurrentPosition } from './use-current-position'
export { distanceKm } from '@/utils/distance'
