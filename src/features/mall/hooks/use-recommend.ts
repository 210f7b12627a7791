import { useCallback } from 'react'
import { getRecommend } from '../api'
import { usePagedList } from './use-paged-list'

/** Recommended goods for an item: page 1 replaces, later pages append (spec §4). */
export function useRecommend(itemId: number | undefined) {
  const load = useCallback((pageNo: number) => getRecommend(pageNo, itemId), [itemId])
  return usePagedList(load, (g) => g.id, itemId !== undefined)
}
