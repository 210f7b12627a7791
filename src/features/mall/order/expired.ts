import type { OrderSummary } from '@api/mall'
import { invalidate } from '@/core/query'
import { POINTS_CHANGED } from '@/entities/points'
import { MY_COUPONS_CHANGED, ORDERS_CHANGED } from '../keys'

/**
 * An unpaid order's 15 minutes ran out on screen: the server closed it and gave back its points
 * and coupon, with no write of ours to say so. Mark the orders, coupons and points changed, so
 * every list and detail showing them reads again (and shows 已关闭).
 */
export function orderExpired(): void {
  invalidate(ORDERS_CHANGED)
  invalidate(MY_COUPONS_CHANGED)
  invalidate(POINTS_CHANGED)
}

/** An unpaid order whose time to pay has run out: it offers no payment (the server closes it). */
export const payTimeOver = (order: Pick<OrderSummary, 'status' | 'payDeadline'>, now = Date.now()): boolean =>
  order.status === 'unpaid' && !!order.payDeadline && Date.parse(order.payDeadline) <= now
