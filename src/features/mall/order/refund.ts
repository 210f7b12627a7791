import type { Order, OrderRefund, OrderStatus } from '@api/mall'

// The automatic refund of a paid order the user cancels before it ships. Pure and without
// imports but types: the dev API server refunds with these same functions (mock/routes/mall/
// order-book.ts), so the confirmation says exactly what the server gives back.

/** Paid and not shipped yet: the user may still cancel, and is refunded at once. */
export const refundOnCancel = (status: OrderStatus): boolean => status === 'toShip'

/** A used coupon comes back only while it is still valid; after that it stays used. */
export const couponComesBack = (validTo: string, now: number): boolean => Date.parse(validTo) >= now

export interface RefundPlan {
  points: number
  /** Fen. */
  cash: number
  /** back: valid, usable again; kept: expired, stays used; none: no coupon; unknown: a list card, which does not carry it. */
  coupon: 'back' | 'kept' | 'none' | 'unknown'
}

type Refunded = Pick<Order, 'points' | 'cash'> & { coupon?: Order['coupon'] }

/**
 * Everything paid comes back, in the order it was paid: the points (taken when the order was
 * placed) first, then the cash (taken at payment). `coupon` is the order's coupon, null for
 * none, left out when the caller does not know it.
 */
export function fullRefund(order: Refunded, now: number): RefundPlan {
  const { points, cash, coupon } = order
  if (coupon === undefined) return { points, cash, coupon: 'unknown' }
  if (coupon === null) return { points, cash, coupon: 'none' }
  // Seeded orders do not carry the coupon's validity: the server, which does, decides them.
  return { points, cash, coupon: !coupon.validTo || couponComesBack(coupon.validTo, now) ? 'back' : 'kept' }
}

/** ¥899.00: the refund rules' money text (after-sale.ts too). */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** 退回 2680 积分 和 ¥899.00: what comes back, points first. */
export function refundAmountText({ points, cash }: Pick<RefundPlan, 'points' | 'cash'>): string {
  const parts = [points > 0 && `${points} 积分`, cash > 0 && yuan(cash)].filter(Boolean)
  return parts.length ? `退回 ${parts.join(' 和 ')}` : '无需退款'
}

const COUPON_NOTE: Record<RefundPlan['coupon'], string> = {
  back: '，优惠券退回',
  kept: '，优惠券已过期，不再退回',
  none: '',
  unknown: '，如用了优惠券，有效期内退回',
}

/** The confirmation before cancelling a paid order: what comes back, so the user knows before saying yes. */
export function refundConfirmText(order: Refunded, now: number): string {
  const plan = fullRefund(order, now)
  return `订单尚未发货，取消后将自动退款：${refundAmountText(plan)}（原路退回）${COUPON_NOTE[plan.coupon]}。确定取消吗？`
}

/** The detail's 退款 line: ¥899.00 · 积分 200 · 优惠券已退回. */
export function refundLineText(refund: OrderRefund, hadCoupon: boolean): string {
  const parts = [yuan(refund.cash)]
  if (refund.points > 0) parts.push(`积分 ${refund.points}`)
  if (hadCoupon) parts.push(refund.couponReturned ? '优惠券已退回' : '优惠券已过期未退回')
  return parts.join(' · ')
}
