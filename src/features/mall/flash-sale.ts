import type { GoodsItem, ItemActivity } from '@api/mall'
// Relative: the dev API server prices flash sales with these functions too (mock/routes/mall/order-book.ts).
import { FLASH_SALE_ACTIVITY_TYPE } from '../../constants'

/** The flash sale (activityType 5) running at `now`, if any. */
export function runningFlashSale(item: Pick<GoodsItem, 'activityVos'>, now: number): ItemActivity | undefined {
  return item.activityVos.find(
    (a) =>
      a.activityType === FLASH_SALE_ACTIVITY_TYPE &&
      Date.parse(a.startTime) <= now &&
      now < Date.parse(a.endTime),
  )
}

/** The activity line of one SKU in a sale. */
export function flashSkuOf(activity: ItemActivity | undefined, skuId: number | undefined) {
  if (!activity || skuId === undefined) return undefined
  return activity.activitySkuVos.find((v) => v.skuId === skuId)
}

