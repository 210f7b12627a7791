import { usePagedList } from '@/shared/paged-list'
import { getRecommend } from '../api'

/** Recommended goods for an item, more as the page reaches its bottom (spec §4). */
export function useRecommend(itemId: number | undefined, enabled = true) {
  return usePagedList((pageNo) => getRecommend(pageNo, itemId), { key: ['mall', 'goods', itemId ?? 0, 'recommend'], enabled: enabled && itemId !== undefined, reachBottom: true, swallowed: true })
}
