import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Dealer } from '@api/lead'
import type { LatLng } from '@/utils/distance'
import { getDealers } from './api'
import type { DealerCity } from './city'
import { nearestFirst } from './distance'

/**
 * Dealers of a city (or of the whole province with `wholeProvince`), nearest first from
 * `from`. Nothing is fetched while `city` is null (still locating). A late answer for a city
 * no longer shown is dropped.
 */
export function useDealers(city: Pick<DealerCity, 'provinceCode' | 'cityCode'> | null, from: LatLng, wholeProvince = false) {
  const [dealers, setDealers] = useState<Dealer[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const key = city ? `${city.provinceCode}/${wholeProvince ? '' : city.cityCode}` : ''
  const latest = useRef(key)

  const reload = useCallback(async () => {
    latest.current = key
    if (!key) return
    const [provinceId, cityId] = key.split('/')
    setLoading(true)
    setError(null)
    try {
      const list = await getDealers({ provinceId, cityId: cityId || undefined })
      if (latest.current === key) setDealers(list)
    } catch (e) {
      if (latest.current === key) {
        setDealers([])
        setError(e)
      }
    } finally {
      if (latest.current === key) setLoading(false)
    }
  }, [key])

  useEffect(() => {
    void reload()
  }, [reload])

  const sorted = useMemo(() => nearestFirst(dealers, from), [dealers, from])
  return { dealers: sorted, loading: loading || (!!key && latest.current !== key), error, reload }
}
