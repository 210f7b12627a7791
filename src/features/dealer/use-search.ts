import { useCallback, useEffect, useMemo, useState } from 'react'
import type { SecondaryDealer } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Region } from '@api/user2'
import { getDealerDistricts, getSecondaryDealers } from './api'

/** Provinces with dealers, and the cities (with dealers) of the chosen province. */
export function useDealerRegions(provinceCode: string) {
  const [provinces, setProvinces] = useState<Region[]>([])
  const [cities, setCities] = useState<Region[]>([])
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      const [p, c] = await Promise.all([getDealerDistricts(), provinceCode ? getDealerDistricts(provinceCode) : Promise.resolve([])])
      setProvinces(p)
      setCities(c)
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [provinceCode])

  useEffect(() => {
    void reload()
  }, [reload])

  return { provinces, cities, loading, error, reload }
}

/** Showrooms of a province (or one city), by the code of the dealer they belong to. */
export function useShowrooms(provinceCode: string, cityCode: string) {
  const [rows, setRows] = useState<SecondaryDealer[]>([])
  useEffect(() => {
    let alive = true
    // Showrooms are extra information: without them the dealers still show.
    getSecondaryDealers(cityCode ? { cityCode } : {})
      .then((list) => alive && setRows(list.filter((s) => s.provinceCode === provinceCode)))
      .catch(() => alive && setRows([]))
    return () => {
      alive = false
    }
  }, [provinceCode, cityCode])
  return useMemo(() => {
    const byParent = new Map<string, SecondaryDealer[]>()
    for (const s of rows) byParent.set(s.parentDealerCode, [...(byParent.get(s.parentDealerCode) ?? []), s])
    return byParent
  }, [rows])
}

/** Name search: every word must appear in the dealer's name, short name or address. */
export function matchesKeyword(dealer: Pick<Dealer, 'dealerName' | 'shortName' | 'address'>, keyword: string): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${dealer.dealerName} ${dealer.shortName} ${dealer.address}`.toLowerCase()
  return words.every((w) => text.includes(w))
}
