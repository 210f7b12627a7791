import type { GoodsItem, ItemActivity } from '@api/mall'
import { FLASH_SALE_ACTIVITY_TYPE } from '@/constants'
import { formatDuration } from '@/utils/time'

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

/** Time left until `end`: '2天 03:04:05', or '03:04:05' under a day; '00:00:00' once over. */
export function countdownText(end: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(end) - now) / 1000))
  const days = Math.floor(seconds / 86_400)
  const rest = formatDuration(seconds % 86_400)
  return days > 0 ? `${days}天 ${rest}` : rest
}
