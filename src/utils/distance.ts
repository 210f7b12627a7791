import { DISTANCE_DECIMALS, EARTH_RADIUS_KM } from '@/constants'

export interface LatLng {
  latitude: number
  longitude: number
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Haversine distance in km with earth radius 6378.137, rounded to 2 decimals (spec §9). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
  const f = 10 ** DISTANCE_DECIMALS
  return Math.round(km * f) / f
}
