import { atom, useAtomValue } from 'jotai'
import { setLocation, useLocation } from '@/core/location'
import { store } from '@/core/store'
import { cityOfLocation, locationOfCity, type DealerCity } from './city'

// The city the user picked. Kept apart from the located region, which every location refresh
// overwrites: a pick must survive the 30 s refresh.
const chosenCityAtom = atom<DealerCity | null>(null)

/** The user picks a city: remembered for the dealer pages and saved as the location (spec §3). */
export function chooseCity(city: DealerCity): void {
  store.set(chosenCityAtom, city)
  setLocation(locationOfCity(city))
}

/** Back to following the located city. */
export function forgetChosenCity(): void {
  store.set(chosenCityAtom, null)
}

export function getChosenCity(): DealerCity | null {
  return store.get(chosenCityAtom)
}

/** The picked city, else the city of the current location. */
export function useDealerCity(): { city: DealerCity; chosen: boolean } {
  const chosen = useAtomValue(chosenCityAtom)
  const location = useLocation()
  return chosen ? { city: chosen, chosen: true } : { city: cityOfLocation(location), chosen: false }
}
