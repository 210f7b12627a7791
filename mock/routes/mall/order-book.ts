// What an order does to the rest of the mall: price its lines as the confirm page shows them
// (flash-sale price, stock, buy limit), hold and release stock, points and coupon, settle a
// paid order (voucher codes) and close unpaid ones past their deadline. Statuses move only
// through the app's own table (src/features/mall/order/status.ts), so the server accepts
// exactly the actions the screens offer.
import { randomInt } from 'node:crypto'
import type { ConfirmLine, Order, OrderCoupon, OrderLineInput, OrderSummary } from '../../../types/api/mall'
import { flashSkuOf, runningFlashSale } from '../../../src/features/mall/flash-sale'
import { fullRefund } from '../../../src/features/mall/order/refund'
import { nextStatus, STATUS_TEXT, type OrderEvent } from '../../../src/features/mall/order/status'
import { badRequest, conflict, must, notFound } from '../../core/api-error'
import { days, iso } from '../../core/time'
import type { OrderRow } from '../../seed/orders'
import type { Db } from '../../state/db'
import { addPoints } from '../points'
import { goodsById, LIMIT_QUANTITY, skuById } from './views'

const VOUCHER_DAYS = 90

/** Units of the SKU (flash sale) or of the item (limited goods) the user holds in orders not closed. */
function bought(db: Db, accountId: number, match: (l: { skuId: number; itemId: number }) => boolean): number {
  return db.orders
    .filter((o) => o.accountId === accountId && o.status !== 'closed')
    .reduce((n, o) => n + o.lines.filter(match).reduce((m, l) => m + l.quantity, 0), 0)
}

/**
 * The lines as the confirm page shows them. `buyLimit` is what the user may still buy (0: no
 * limit); once the allowance is used up, `problem` says 限购 N 件 with the full limit.
 */
export function priceLines(db: Db, accountId: number, inputs: OrderLineInput[], now: number): ConfirmLine[] {
  const seen = new Set<number>()
  return inputs.map(({ skuId, quantity }) => {
    if (seen.has(skuId)) throw badRequest(`商品规格 ${skuId} 重复，请合并数量`)
    seen.add(skuId)
    const sku = skuById(db, skuId)
    const item = goodsById(db, sku.itemId)
    // The sale the goods detail shows: the app's own rule, so both price the SKU alike.
    const flash = flashSkuOf(runningFlashSale(item, now), skuId)
    const limit = flash ? flash.skuBuyLimit : sku.isLimit || item.isLimit ? LIMIT_QUANTITY : 0
    const held = !limit ? 0 : bought(db, accountId, flash ? (l) => l.skuId === skuId : (l) => l.itemId === item.id)
    const left = Math.max(0, limit - held)
    const problem =
      item.status !== 1 || sku.status !== 1 ? '已下架'
      : quantity > sku.stockQuantity ? '库存不足'
      : limit && quantity > left ? `限购 ${limit} 件`
      : null
    return {
      skuId, itemId: item.id, categoryId: item.backCategoryId, name: item.name, skuName: sku.name, image: sku.image,
      type: item.type === 3 ? 3 : 1, payType: sku.payType === 4 ? 4 : 1,
      unitPrice: flash ? flash.activityPrice : sku.price, flashSale: Boolean(flash),
      quantity, stockQuantity: sku.stockQuantity, buyLimit: left,
      minPointPrice: sku.payType === 4 ? item.minPointPrice : 0, maxPointPrice: sku.payType === 4 ? item.maxPointPrice : 0,
      problem,
    }
  })
}

/** An order holds one kind of goods: physical ones ship, vouchers give codes. */
export function checkOneKind(lines: ConfirmLine[]): void {
  if (new Set(lines.map((l) => l.type)).size > 1) throw badRequest('实物商品与券类商品请分开下单')
}

/** My unused coupons, with what the pricing rules need to judge them. */
export function myCoupons(db: Db, accountId: number): (OrderCoupon & { row: Db['userCoupons'][number] })[] {
  return db.userCoupons
    .filter((u) => u.accountId === accountId && u.status === 1)
    .map((row) => {
      const c = must(db.coupons.find((x) => x.id === row.couponId), '优惠券')
      return {
        row, userCouponId: row.userCouponId, couponId: c.id, name: c.name, worth: c.worth, threshold: c.threshold,
        applicabilityType: c.applicabilityType, applicability: c.applicability, validFrom: row.validFrom, validTo: row.validTo,
      }
    })
}

export const ownOrder = (db: Db, accountId: number, id: number): OrderRow => {
  // Someone else's order, or one its user deleted, answers exactly like one that does not exist.
  const row = db.orders.find((o) => o.id === id && o.accountId === accountId && !o.deletedAt)
  if (!row) throw notFound('订单不存在')
  return row
}

/** Moves the order by the app's status table; a move it refuses is a 409 naming the status now. */
export function move(row: OrderRow, event: OrderEvent): void {
  const next = nextStatus(row.status, event)
  if (!next) throw conflict(`订单状态已变化，当前为「${STATUS_TEXT[row.status]}」`)
  row.status = next
}

const voucherCode = (db: Db): string => {
  for (;;) {
    const code = String(randomInt(0, 1e12)).padStart(12, '0')
    if (!db.orders.some((o) => o.vouchers.some((v) => v.code === code))) return code
  }
}

/** Paid: physical goods wait to ship; voucher goods get one code per unit and are done. */
export function settle(db: Db, row: OrderRow, now: number): void {
  move(row, row.type === 3 ? 'payVoucher' : 'pay')
  row.paidAt = iso(now)
  row.payDeadline = null
  if (row.type !== 3) return
  const units = row.lines.reduce((n, l) => n + l.quantity, 0)
  row.vouchers = Array.from({ length: units }, () => ({ code: voucherCode(db), used: false, validTo: iso(now + days(VOUCHER_DAYS)) }))
}

/** Closes an unpaid order and gives back what it held: stock, points and the coupon. */
export function close(db: Db, row: OrderRow, event: 'cancel' | 'expire', at: number): void {
  move(row, event)
  for (const l of row.lines) skuById(db, l.skuId).stockQuantity += l.quantity
  if (row.points > 0) addPoints(db, row.accountId, row.points, `订单 ${row.orderNo} 已关闭，退回积分`, at)
  const coupon = row.coupon && db.userCoupons.find((u) => u.userCouponId === row.coupon!.userCouponId)
  if (coupon && coupon.status === 2) coupon.status = 1
  row.closedAt = iso(at)
  row.closeReason = event === 'cancel' ? '用户取消' : '超时未支付'
  row.payDeadline = null
}

/**
 * Cancels a paid order not shipped yet and refunds it at once by the app's refund rule: the
 * points back to the balance (a point record 订单退款), then the cash (recorded; the dev server
 * moves no money), the stock, and the coupon while still valid (an expired one stays used).
 */
export function refundAndClose(db: Db, row: OrderRow, at: number): void {
  move(row, 'cancel')
  const plan = fullRefund(row, at)
  for (const l of row.lines) skuById(db, l.skuId).stockQuantity += l.quantity
  if (plan.points > 0) addPoints(db, row.accountId, plan.points, `订单退款 ${row.orderNo}`, at)
  const couponReturned = returnCoupon(db, row, at)
  row.refund = { points: plan.points, cash: plan.cash, couponReturned, refundedAt: iso(at) }
  row.closedAt = iso(at)
  row.closeReason = '用户取消，已退款'
}

/**
 * A refund of the whole order gives its coupon back by the app's refund rule: while the coupon is
 * still valid (its own validity, as the user's coupon holds it); an expired one stays used.
 * Whether it came back (also an after-sale refund's, mock/routes/mall/after-sale-book.ts).
 */
export function returnCoupon(db: Db, row: OrderRow, at: number): boolean {
  const held = row.coupon && db.userCoupons.find((u) => u.userCouponId === row.coupon!.userCouponId)
  if (!row.coupon || !held || held.status !== 2) return false
  if (fullRefund({ ...row, coupon: { ...row.coupon, validTo: held.validTo } }, at).coupon !== 'back') return false
  held.status = 1
  return true
}

const due = (o: OrderRow, now: number) => o.status === 'unpaid' && o.payDeadline !== null && Date.parse(o.payDeadline) <= now

export const hasDueOrders = (db: Db, now: number): boolean => db.orders.some((o) => due(o, now))

/** Unpaid orders past their deadline close themselves, as of their deadline. */
export function closeDueOrders(db: Db, now: number): void {
  for (const o of db.orders.filter((x) => due(x, now))) close(db, o, 'expire', Date.parse(o.payDeadline!))
}

export function orderView(row: OrderRow): Order {
  const { accountId: _a, requestId: _r, prepayId: _p, deletedAt: _d, ...order } = row
  return order
}

export function summaryView(row: OrderRow): OrderSummary {
  const { id, orderNo, status, type, lines, cash, points, createdAt, payDeadline } = row
  return { id, orderNo, status, type, lines, cash, points, createdAt, payDeadline }
}
