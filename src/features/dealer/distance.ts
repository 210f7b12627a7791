import type { Dealer } from '@api/lead'
import { DISTANCE_DECIMALS } from '@/constants'
import { distanceKm, type LatLng } from '@/utils/distance'

/** Each dealer with its distance (km, 2 decimals, spec §9) from `from`. */
export function withDistance<T extends Pick<Dealer, 'latitude' | 'longitude'>>(dealers: T[], from: LatLng): (T & { distance: number })[] {
  return dealers.map((d) => ({ ...d, distance: distanceKm(from, d) }))
}

/**
 * Nearest first. Equal distances keep a stable order by id; dealers without a distance (no
 * coordinates) go last. Returns a new array.
 */
export function sortByDistance<T extends { id: number; distance: number | null }>(dealers: T[]): T[] {
  return [...dealers].sort((a, b) => {
    if (a.distance === null || b.distance === null) return a.distance === null ? (b.distance === null ? a.id - b.id : 1) : -1
    return a.distance - b.distance || a.id - b.id
  })
}

/** Nearest first from `from`, distances filled in. */
export function nearestFirst(dealers: Dealer[], from: LatLng): Dealer[] {
  return sortByDistance(withDistance(dealers, from))
}

/** '3.25 km' (always 2 decimals), or '' without a distance. */
export function formatKm(distance: number | null | undefined): string {
  return typeof distance === 'number' && Number.isFinite(distance) ? `${distance.toFixed(DISTANCE_DECIMALS)} km` : ''
}
