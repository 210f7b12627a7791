import type { ChargingOrderKind } from '@api/charging'
import { AREA, defineQuery } from '@/core/query'
import { getApplication, getChargingCars, getChargingNotice, getChargingPiles, getChargingRating } from './api'

// The charging reads, each defined once. Every write of the area marks all of them (AREA.charging).

export const chargingNoticeQuery = defineQuery(() => [AREA.charging, 'notice'], getChargingNotice)
export const chargingCarsQuery = defineQuery(() => [AREA.charging, 'cars'], getChargingCars)
export const chargingPilesQuery = defineQuery(() => [AREA.charging, 'piles'], getChargingPiles)
export const applicationQuery = defineQuery((id: number) => [AREA.charging, 'application', id], getApplication)
export const ratingQuery = defineQuery((kind: ChargingOrderKind, id: number) => [AREA.charging, 'rating', kind, id], getChargingRating)
/** My applications and repair reports, one list per tab below it. */
export const CHARGING_ORDERS = [AREA.charging, 'orders'] as const
