import { useCallback, useEffect, useState } from 'react'
import type { Banner, SalesCar, VehicleType } from '@api/domain'
import { getHomeBanners, getSalesCars, getVehicleTypes } from './api'

export interface CarHome {
  types: VehicleType[]
  newCars: VehicleType[]
  salesCars: SalesCar[]
  banners: Banner[]
}

const EMPTY: CarHome = { types: [], newCars: [], salesCars: [], banners: [] }

/** Everything the car tab shows, fetched together; banners are extra and may fail alone. */
export function useCarHome() {
  const [data, setData] = useState<CarHome>(EMPTY)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      const [types, byNew, salesCars, banners] = await Promise.all([
        getVehicleTypes(),
        getVehicleTypes(true),
        getSalesCars(),
        getHomeBanners().catch(() => [] as Banner[]),
      ])
      setData({ types, newCars: byNew.filter((t) => t.newCar), salesCars, banners })
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  return { ...data, loading, error, reload }
}
