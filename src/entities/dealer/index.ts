import { AREA, defineQuery } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getDealerDistricts, getDealers, getSecondaryDealers, type DealerQuery } from './api'

// The dealer directory (spec §7): the provinces and cities that have dealers, the dealers of a
// province or city, and their city showrooms. The dealer pages, the test drive and the activity
// lead forms read them.

export { getDealerDistricts, getDealers, getSecondaryDealers, type DealerQuery } from './api'

/** Provinces with dealers (no `pid`), or the cities with dealers of province `pid`. */
export const dealerDistrictsQuery = defineQuery((pid?: string) => [AREA.dealer, 'districts', pid ?? 'all'], (pid?: string) => getDealerDistricts(pid))

/** Dealers of a province, or of one of its cities. */
export const dealersQuery = defineQuery(
  ({ provinceId, cityId }: DealerQuery) => [AREA.dealer, 'dealers', provinceId, cityId || 'all'],
  (query: DealerQuery) => getDealers(query),
)

/** Showrooms of one city, or of every city. */
export const showroomsQuery = defineQuery((cityCode?: string) => [AREA.dealer, 'showrooms', cityCode || 'all'], (cityCode?: string) => getSecondaryDealers(cityCode ? { cityCode } : {}))

/** The provinces with dealers (`pid` undefined), or a province's cities; `false` waits. */
export const useDealerDistricts = (pid: string | undefined | false) => useQuery(dealerDistrictsQuery, pid === false ? null : [pid])

/** Dealers of a province or city; null waits (no place chosen yet). */
export const useDealerList = (query: DealerQuery | null) => useQuery(dealersQuery, query && [query])
