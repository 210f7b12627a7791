import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Region, RegionNode } from '@api/user2'
import { getRegionTree } from './api'
import { citiesOfTree } from './city'
import { groupByLetter } from './letters'

export type CityRegion = Region & { provinceName: string }

/** Every city, grouped by letter, and the hot ones. */
export function useCities() {
  const [tree, setTree] = useState<RegionNode[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      setTree(await getRegionTree())
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  const cities = useMemo<CityRegion[]>(() => citiesOfTree(tree), [tree])
  const groups = useMemo(() => groupByLetter(cities), [cities])
  const hot = useMemo(() => cities.filter((c) => c.hot), [cities])
  return { cities, groups, hot, loading, error, reload }
}
