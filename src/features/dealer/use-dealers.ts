import { useMemo } from 'react'
import type { Dealer } from '@api/lead'
import type { LatLng } from '@/utils/distance'
import { useDealerList } from '@/entities/dealer'
import type { DealerCity } from './city'
import { nearestFirst } from './distance'

const NONE: Dealer[] = []

/**
 * Dealers of a city (or of the whole province with `wholeProvince`), nearest first from
 * `from`, through the data cache. Nothing is fetched while `city` is null (none yet). A new
 * `from` (a fix that arrives) re-sorts the same answer without reading again; an answer for a
 * city no longer shown never shows (another key).
 */
export function useDealers(city: Pick<DealerCity, 'provinceCode' | 'cityCode'> | null, from: LatLng, wholeProvince = false) {
  const cityId = city && !wholeProvince ? city.cityCode : ''
  const load = useDealerList(city && { provinceId: city.provinceCode, cityId: cityId || undefined })
  const dealers = load.data ?? NONE
  const sorted = useMemo(() => nearestFirst(dealers, from), [dealers, from])
  return { dealers: sorted, loading: load.loading && !load.data, error: load.error, reload: load.reload }
}
