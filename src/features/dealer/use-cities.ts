import { useMemo } from 'react'
import type { Region, RegionNode } from '@api/user2'
import { useRegionTree } from '@/entities/region'
import { citiesOfTree } from './city'
import { groupByLetter } from './letters'

const NO_TREE: RegionNode[] = []

export type CityRegion = Region & { provinceName: string }

/** Every city, grouped by letter, and the hot ones. */
export function useCities() {
  const load = useRegionTree()
  const tree = load.data ?? NO_TREE
  const cities = useMemo<CityRegion[]>(() => citiesOfTree(tree), [tree])
  const groups = useMemo(() => groupByLetter(cities), [cities])
  const hot = useMemo(() => cities.filter((c) => c.hot), [cities])
  return { cities, groups, hot, load }
}
