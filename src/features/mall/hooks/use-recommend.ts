import { usePagedQuery } from '@/shared/paged-list'
import { recommendList } from '../goods-queries'

/** Recommended goods for an item, more as the page reaches its bottom (spec §4). */
export function useRecommend(itemId: number) {
  return usePagedQuery(recommendList, [itemId], { reachBottom: true, swallowed: true })
}
