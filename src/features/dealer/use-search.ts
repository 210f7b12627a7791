import { useMemo } from 'react'
import { showroomsQuery, useDealerDistricts } from '@/entities/dealer'
import { useQuery } from '@/shared/use-load'
import type { SecondaryDealer } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Region } from '@api/user2'

const NO_REGIONS: Region[] = []
const NO_SHOWROOMS: SecondaryDealer[] = []

/** Provinces with dealers, and the cities (with dealers) of the chosen province. */
export function useDealerRegions(provinceCode: string) {
  const provinces = useDealerDistricts(undefined)
  const cities = useDealerDistricts(provinceCode || false)
  return {
    provinces: provinces.data ?? NO_REGIONS,
    cities: cities.data ?? NO_REGIONS,
    /** Both, for a screen's frame: a failure is its error view. */
    load: [provinces, cities],
    loading: (provinces.loading && !provinces.data) || (cities.loading && !cities.data),
    error: provinces.error ?? cities.error,
    reload: () => Promise.all([provinces.reload(), cities.reload()]),
  }
}

/** Showrooms of a province (or one city), by the code of the dealer they belong to. */
export function useShowrooms(provinceCode: string, cityCode: string) {
  // Showrooms are extra information: without them (a failure) the dealers still show.
  const load = useQuery(showroomsQuery, [cityCode])
  const rows = load.data ?? NO_SHOWROOMS
  return useMemo(() => {
    const byParent = new Map<string, SecondaryDealer[]>()
    for (const s of rows.filter((r) => r.provinceCode === provinceCode)) byParent.set(s.parentDealerCode, [...(byParent.get(s.parentDealerCode) ?? []), s])
    return byParent
  }, [rows, provinceCode])
}

/** Name search: every word must appear in the dealer's name, short name or address. */
export function matchesKeyword(dealer: Pick<Dealer, 'dealerName' | 'shortName' | 'address'>, keyword: string): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${dealer.dealerName} ${dealer.shortName} ${dealer.address}`.toLowerCase()
  return words.every((w) => text.includes(w))
}
