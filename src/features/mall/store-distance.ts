import type { Store } from '@api/mall'
import { distanceKm, type LatLng } from '@/utils/distance'

export interface StoreWithDistance extends Store {
  distanceKm: number
}

/** Voucher stores nearest first, each with its distance from `from` (km, 2 decimals). */
export function storesByDistance(stores: Store[], from: LatLng): StoreWithDistance[] {
  return stores
    .map((s) => ({ ...s, distanceKm: distanceKm(from, s) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
}

/** '850m' under 1 km, else '12.34km'. */
export function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(2)}km`
}
