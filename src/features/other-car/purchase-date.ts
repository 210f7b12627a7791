import dayjs from 'dayjs'

/** Today on this device, YYYY-MM-DD: the last day a purchase date may be. */
export const today = (now: number = Date.now()) => dayjs(now).format('YYYY-MM-DD')

/** The purchase date: picked, a real day, not after `todayDay` (以今天为准). */
export function purchaseDateError(day: string, todayDay: string): string | undefined {
  if (!day) return '请选择购车日期'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !dayjs(day).isValid() || dayjs(day).format('YYYY-MM-DD') !== day) return '购车日期不是有效的日期'
  if (day > todayDay) return '购车日期不能晚于今天'
  return undefined
}
