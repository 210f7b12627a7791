import type { Cart, ConfirmLine, OrderCoupon, OrderLineInput } from '@api/mall'
import { queryId } from '@/core/navigation/query'
import { ORDER_LIMITS } from './limits'
import { judgeCoupon, type CouponJudgement, type PointsRange } from './pricing'

// What the confirm screen decides without drawing anything: which lines it prices, which
// coupons come first in the sheet, and what stops the submit.

/** Where the confirm page's lines come from, read from its query (undefined: the link is broken). */
export type ConfirmFrom = { source: 'cart' } | { source: 'buy'; lines: OrderLineInput[] }

export function confirmFrom(params: Record<string, string | undefined>): ConfirmFrom | undefined {
  if (params.from === 'cart') return { source: 'cart' }
  const skuId = queryId(params.skuId)
  const quantity = queryId(params.quantity)
  if (skuId === undefined || quantity === undefined || quantity > ORDER_LIMITS.quantity) return undefined
  return { source: 'buy', lines: [{ skuId, quantity }] }
}

/** The cart's selected lines that can still be bought, as the confirm call takes them. */
export function cartOrderLines(cart: Cart): OrderLineInput[] {
  return cart.list.filter((l) => l.valid && l.selected).map((l) => ({ skuId: l.skuId, quantity: l.quantity }))
}

export type JudgedCoupon = OrderCoupon & CouponJudgement

/** Every coupon judged against the lines: usable ones first (largest discount first), then the rest. */
export function judgedCoupons(coupons: OrderCoupon[], lines: ConfirmLine[], now: number): JudgedCoupon[] {
  const judged = coupons.map((c) => ({ ...c, ...judgeCoupon(c, lines, now) }))
  return [...judged.filter((c) => c.usable).sort((a, b) => b.discount - a.discount), ...judged.filter((c) => !c.usable)]
}

/** The first line the server says cannot be ordered, named: 「车载香氛」库存不足. */
export function lineProblem(lines: ConfirmLine[]): string {
  const bad = lines.find((l) => l.problem)
  return bad ? `「${bad.name}」${bad.problem}` : ''
}

/** Why the order cannot be submitted yet, first reason first; '' when it can. */
export function submitBlocker(lines: ConfirmLine[], needsAddress: boolean, addressId: number | undefined, range: PointsRange): string {
  const problem = lineProblem(lines)
  if (problem) return problem
  if (needsAddress && addressId === undefined) return '请选择收货地址'
  if (range.short) return `积分不足，本单至少需要 ${range.min} 积分`
  return ''
}

/** The server's refusal because a price moved since the page read it: the page reads again. */
export const isPriceChanged = (error: unknown): boolean => error instanceof Error && error.message.includes('价格已变化')
