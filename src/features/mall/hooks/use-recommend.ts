import { usePagedQuery } from '@/shared/paged-list'
import { recommendList } from '../goods-queries'

/** Recommended goods for an item, more as the page reaches its bottom (spec §4). */
export function useRecommend(itemId: number | undefined, enabled = true) {
  return usePagedQuery(recommendList, enabled && itemId !== undefined && [itemId], { reachBottom: true, swallowed: true })
}
