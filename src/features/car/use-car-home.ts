import { useQuery } from '@/shared/use-load'
import { carHomeQuery, type CarHome } from './queries'

export type { CarHome } from './queries'

const EMPTY: CarHome = { types: [], newCars: [], salesCars: [], banners: [] }

/** Everything the car tab shows, fetched together (carHomeQuery). */
export function useCarHome() {
  const load = useQuery(carHomeQuery, [])
  return { ...(load.data ?? EMPTY), load }
}
