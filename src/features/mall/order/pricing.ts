import type { ConfirmLine, OrderCoupon } from '@api/mall'

// How an order is priced: which coupons apply, what they take off, how many points may pay
// and what is left in cash. Pure and without imports but types: the dev API server prices a
// submitted order with these same functions (mock/routes/mall/orders*.ts).

export type PricedLine = Pick<ConfirmLine, 'itemId' | 'categoryId' | 'payType' | 'unitPrice' | 'quantity' | 'minPointPrice' | 'maxPointPrice'>
export type PricedCoupon = Pick<OrderCoupon, 'userCouponId' | 'worth' | 'threshold' | 'applicabilityType' | 'applicability' | 'validFrom' | 'validTo'>

const MIXED_POINTS = 4
const lineAmount = (l: PricedLine) => l.unitPrice * l.quantity

/** The goods' price before any coupon or points, in fen. */
export const goodsAmount = (lines: PricedLine[]): number => lines.reduce((sum, l) => sum + lineAmount(l), 0)

/** Whether a coupon's scope covers the line: all goods, its category, or the item itself. */
export function couponCovers(coupon: Pick<PricedCoupon, 'applicabilityType' | 'applicability'>, line: Pick<PricedLine, 'itemId' | 'categoryId'>): boolean {
  const ids = coupon.applicability.split(',').map((s) => Number(s.trim())).filter((n) => n > 0)
  if (coupon.applicabilityType === 2) return ids.includes(line.categoryId)
  if (coupon.applicabilityType === 3) return ids.includes(line.itemId)
  return true
}

export interface CouponJudgement {
  usable: boolean
  /** Fen taken off when usable (never more than the goods it covers); 0 otherwise. */
  discount: number
  /** Why it cannot be used here, in Chinese; '' when usable. */
  reason: string
}

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2))

/** One coupon against these lines at `now`: validity, scope, threshold. */
export function judgeCoupon(coupon: PricedCoupon, lines: PricedLine[], now: number): CouponJudgement {
  if (Date.parse(coupon.validFrom) > now) return { usable: false, discount: 0, reason: '尚未生效' }
  if (Date.parse(coupon.validTo) < now) return { usable: false, discount: 0, reason: '已过期' }
  const covered = goodsAmount(lines.filter((l) => couponCovers(coupon, l)))
  if (covered === 0) return { usable: false, discount: 0, reason: '所选商品不适用' }
  if (covered < coupon.threshold) return { usable: false, discount: 0, reason: `适用商品满${yuan(coupon.threshold)}元可用，还差${yuan(coupon.threshold - covered)}元` }
  return { usable: true, discount: Math.min(coupon.worth, covered), reason: '' }
}

/**
 * The coupon chosen by default: the largest discount; between equal ones, the one that
 * expires first (so it is not wasted), then the older. Undefined when none is usable.
 */
export function bestCoupon<C extends PricedCoupon>(coupons: C[], lines: PricedLine[], now: number): C | undefined {
  let best: { coupon: C; discount: number } | undefined
  for (const coupon of coupons) {
    const { usable, discount } = judgeCoupon(coupon, lines, now)
    if (!usable) continue
    const better =
      !best ||
      discount > best.discount ||
      (discount === best.discount && (Date.parse(coupon.validTo) < Date.parse(best.coupon.validTo) ||
        (coupon.validTo === best.coupon.validTo && coupon.userCouponId < best.coupon.userCouponId)))
    if (better) best = { coupon, discount }
  }
  return best?.coupon
}

export interface PointsRange {
  /** Points the mixed lines take at least (their minPointPrice per unit). */
  min: number
  /** Points that may pay at most: the lines' maxPointPrice, the cash left after the coupon, the balance. */
  max: number
  /** The balance does not reach `min`: the order cannot be placed. */
  short: boolean
}

/**
 * payType 4 lines are paid partly in points: each unit between minPointPrice and
 * maxPointPrice points, `ratio` points standing for one fen; points never pay for more than is
 * left after the coupon.
 */
export function pointsRange(lines: PricedLine[], discount: number, ratio: number, balance: number): PointsRange {
  const mixed = lines.filter((l) => l.payType === MIXED_POINTS)
  const min = mixed.reduce((sum, l) => sum + l.minPointPrice * l.quantity, 0)
  const byLines = mixed.reduce((sum, l) => sum + Math.min(l.maxPointPrice, lineAmount(l) / l.quantity * ratio) * l.quantity, 0)
  const byCash = Math.floor(Math.max(0, goodsAmount(lines) - discount) * ratio)
  const max = Math.max(0, Math.min(Math.floor(byLines), byCash, balance))
  return { min, max: Math.max(max, Math.min(min, byCash)), short: balance < min }
}

/** Points brought into the range (the default is the most the order allows). */
export const clampPoints = (points: number, range: PointsRange): number => Math.min(range.max, Math.max(range.min, Math.floor(points)))

export interface OrderAmounts {
  goods: number
  discount: number
  points: number
  /** What is left to pay in cash, in fen (0: the order settles at once). */
  cash: number
}

/** The order's figures for a coupon (or none) and a number of points (clamped to the range). */
export function orderAmounts(lines: PricedLine[], coupon: PricedCoupon | undefined, points: number, ratio: number, balance: number, now: number): OrderAmounts {
  const goods = goodsAmount(lines)
  const judged = coupon ? judgeCoupon(coupon, lines, now) : undefined
  const discount = judged?.usable ? judged.discount : 0
  const used = clampPoints(points, pointsRange(lines, discount, ratio, balance))
  return { goods, discount, points: used, cash: Math.max(0, goods - discount - Math.ceil(used / ratio)) }
}
