import type { Banner, SalesCar, VehicleType } from '@api/domain'
import { AREA, defineQuery } from '@/core/query'
import { getVehicleTypes } from '@/entities/vehicle'
import { getHomeBanners, getSalesCars } from './api'
import { shownBanners } from './banner-links'

// The car tab's reads, each defined once.

export interface CarHome {
  types: VehicleType[]
  newCars: VehicleType[]
  salesCars: SalesCar[]
  banners: Banner[]
}

async function loadCarHome(): Promise<CarHome> {
  const [types, byNew, salesCars, banners] = await Promise.all([
    getVehicleTypes(),
    getVehicleTypes(true),
    getSalesCars(),
    getHomeBanners().catch(() => [] as Banner[]),
  ])
  return { types, newCars: byNew.filter((t) => t.newCar), salesCars, banners: shownBanners(banners) }
}

/**
 * Everything the car tab shows, fetched together; banners are extra and may fail alone (or one by
 * one, see shownBanners). Kept on the device: the tab opens on a weak network.
 */
export const carHomeQuery = defineQuery(() => [AREA.car, 'home'], loadCarHome, { keep: true })

export * from './content-queries'
