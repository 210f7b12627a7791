// What an after-sale request does to the rest of the mall, shared by the user's routes
// (after-sales.ts) and the merchant's stand-ins (mock/admin/after-sales.ts): find it, move it by
// the app's status table (src/features/mall/order/after-sale.ts), keep its order's summary in
// step, and pay a refund back (points, stock, and, once the whole order is refunded, its close
// and its coupon).
import type { AfterSale, AfterSaleEvent, AfterSaleStatus, AfterSaleSummary } from '../../../types/api/mall'
import {
  AFTER_SALE_STATUS_TEXT, nextAfterSaleStatus, refundsAll, refundText, type AfterSaleAction,
} from '../../../src/features/mall/order/after-sale'
import { conflict, notFound } from '../../core/api-error'
import { iso } from '../../core/time'
import { eventOf, fileOnOrder, type AfterSaleRow } from '../../seed/after-sales'
import type { OrderRow } from '../../seed/orders'
import type { Db } from '../../state/db'
import { addPoints } from '../points'
import { move, returnCoupon } from './order-book'
import { skuById } from './views'

const ACTION_TEXT: Record<AfterSaleAction, string> = {
  approve: '审核', refuse: '拒绝', cancel: '撤销', ship: '填写退货物流', receive: '确认收货', refund: '退款',
}

export const afterSaleById = (db: Db, id: number): AfterSaleRow => {
  const row = db.afterSales.find((a) => a.id === id)
  if (!row) throw notFound('售后申请不存在')
  return row
}

/** Someone else's request answers exactly like one that does not exist. */
export const ownAfterSale = (db: Db, accountId: number, id: number): AfterSaleRow => {
  const row = db.afterSales.find((a) => a.id === id && a.accountId === accountId)
  if (!row) throw notFound('售后申请不存在')
  return row
}

export const orderOf = (db: Db, row: AfterSaleRow): OrderRow => db.orders.find((o) => o.id === row.orderId)!

function nextOrRefuse(row: AfterSaleRow, action: AfterSaleAction): AfterSaleStatus {
  const next = nextAfterSaleStatus(row.status, row.kind, action)
  if (!next) throw conflict(`售后申请当前为「${AFTER_SALE_STATUS_TEXT[row.status]}」，不能${ACTION_TEXT[action]}`)
  return next
}

/**
 * Moves the request by the app's table and puts the step at the front of its timeline (newest
 * first); an action its status does not take is a 409 naming the status.
 */
export function act(db: Db, row: AfterSaleRow, action: AfterSaleAction, event: AfterSaleEvent['kind'], text: string, now: number): void {
  row.status = nextOrRefuse(row, action)
  row.timeline.unshift(eventOf(event, now, text))
  fileOnOrder(orderOf(db, row), db.afterSales)
}

/**
 * Pays the request back: its points to the balance (a point record 售后退款), the cash noted on
 * the request (the dev server moves no money), its units back in stock (not shipped, or received
 * back). When it refunds all the order has left, the order closes by the status table and its
 * coupon comes back while still valid.
 */
export function payBack(db: Db, row: AfterSaleRow, now: number): void {
  nextOrRefuse(row, 'refund')
  const order = orderOf(db, row)
  // Judged before this request counts as refunded: does it cover every unit still unrefunded?
  const all = refundsAll(order, row.quantity)
  if (row.points > 0) addPoints(db, row.accountId, row.points, `售后退款 ${row.orderNo}`, now)
  skuById(db, row.line.skuId).stockQuantity += row.quantity
  if (all) {
    move(order, 'refundAll')
    order.closedAt = iso(now)
    order.closeReason = '售后退款完成'
    row.couponReturned = returnCoupon(db, order, now)
  }
  const note = row.points + row.cash === 0 ? '无需退款' : `${refundText(row)} 已原路退回`
  act(db, row, 'refund', 'refunded', row.couponReturned ? `${note}，优惠券已退回` : note, now)
}

export function afterSaleView(row: AfterSaleRow): AfterSale {
  const { accountId: _a, ...view } = row
  return view
}

export function afterSaleSummaryView(row: AfterSaleRow): AfterSaleSummary {
  const { id, orderId, orderNo, line, kind, status, quantity, points, cash, createdAt } = row
  return { id, orderId, orderNo, line, kind, status, quantity, points, cash, createdAt }
}
