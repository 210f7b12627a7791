import type { Banner, SalesCar, VehicleType } from '@api/domain'
import { useLoad } from '@/shared/use-load'
import { getVehicleTypes } from '@/entities/vehicle'
import { getHomeBanners, getSalesCars } from './api'
import { shownBanners } from './banner-links'

export interface CarHome {
  types: VehicleType[]
  newCars: VehicleType[]
  salesCars: SalesCar[]
  banners: Banner[]
}

const EMPTY: CarHome = { types: [], newCars: [], salesCars: [], banners: [] }

async function loadCarHome(): Promise<CarHome> {
  const [types, byNew, salesCars, banners] = await Promise.all([
    getVehicleTypes(),
    getVehicleTypes(true),
    getSalesCars(),
    getHomeBanners().catch(() => [] as Banner[]),
  ])
  return { types, newCars: byNew.filter((t) => t.newCar), salesCars, banners: shownBanners(banners) }
}

/** Everything the car tab shows, fetched together; banners are extra and may fail alone (or one by one, see shownBanners). */
export function useCarHome() {
  const load = useLoad(['car', 'home'], loadCarHome)
  return { ...(load.data ?? EMPTY), load }
}
