import { atom, useAtomValue } from 'jotai'
import type { Dealer } from '@api/lead'
import { setLocation, useLocation } from '@/core/location'
import { store } from '@/core/store'
import { cityOfLocation, locationOfCity, type DealerCity } from './city'
import { setSelectedDealer, useSelectedDealer } from './selected'

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

export const useChosenDealer = (): Dealer | null => useSelectedDealer()

/** Saved locally and restored on a type=1 landing (spec §2, §3). */
export function chooseDealer(dealer: Dealer): void {
  setSelectedDealer(dealer)
}
