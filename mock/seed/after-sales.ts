// The dev user's after-sale requests: 5001, a return of order 3007's T 恤, approved and on its way
// back (the user's 圆通速递 number entered, so the merchant's 确认收货 is next), and 5002, a return
// of order 3004's car model the merchant refused with its reason. Each order carries its requests'
// summary (Order.afterSales), rebuilt by `fileOnOrder` whenever one of them changes.
import type { AfterSale, AfterSaleEvent, OrderAfterSale, ReturnAddress } from '../../types/api/mall'
import { AFTER_SALE_REASONS, EVENT_TITLE, KIND_TEXT, refundAmount, refundText } from '../../src/features/mall/order/after-sale'
import { iso } from '../core/time'
import { img } from './img'
import type { OrderRow } from './orders'

export type AfterSaleRow = AfterSale & { accountId: number }

/** The merchant's after-sale warehouse, where every return and exchange is sent. */
export const RETURN_ADDRESS: ReturnAddress = {
  receiverName: '星驰商城售后部',
  mobile: '400-820-8888',
  text: '上海市 嘉定区 安亭镇 星驰路 88 号 售后仓',
}

const HOUR = 60 * 60 * 1000

export const eventOf = (kind: AfterSaleEvent['kind'], at: number, text: string): AfterSaleEvent => ({
  time: iso(at), kind, title: EVENT_TITLE[kind], text,
})

/** The first event's line: 退货退款 · 商品质量问题 · 退款 ¥89.00 (an exchange names its units). */
export function submittedText(row: Pick<AfterSale, 'kind' | 'reason' | 'quantity' | 'points' | 'cash'>): string {
  const what = row.kind === 'exchange' ? `换 ${row.quantity} 件`
    : row.points + row.cash === 0 ? '无需退款'
    : `退款 ${refundText(row)}`
  return `${KIND_TEXT[row.kind]} · ${row.reason} · ${what}`
}

export const orderAfterSaleOf = ({ id, line, kind, status, quantity, points, cash }: AfterSaleRow): OrderAfterSale => ({
  id, skuId: line.skuId, kind, status, quantity, points, cash,
})

/** Puts the order's requests, oldest first, on the order (what its detail answers and the rule judges). */
export function fileOnOrder(order: OrderRow, rows: AfterSaleRow[]): void {
  order.afterSales = rows.filter((r) => r.orderId === order.id).sort((a, b) => a.id - b.id).map(orderAfterSaleOf)
}

/** A return of the order's first line, all its units, asked for `after` ms after the order was received. */
function seedReturn(order: OrderRow, id: number, after: number, reason: string): AfterSaleRow {
  const line = order.lines[0]
  const amount = refundAmount(order, line, line.quantity, 'return')
  const createdAt = Date.parse(order.receivedAt!) + after
  const row: AfterSaleRow = {
    id, orderId: order.id, orderNo: order.orderNo, line, kind: 'return', status: 'pending', quantity: line.quantity,
    ...amount, createdAt: iso(createdAt), reason, description: '', photos: [], refuseReason: null,
    returnAddress: null, returnShipment: null, couponReturned: false, timeline: [], accountId: order.accountId,
  }
  row.timeline = [eventOf('submitted', createdAt, submittedText(row))]
  return row
}

export function seedAfterSales(orders: OrderRow[]): AfterSaleRow[] {
  const byId = (id: number) => orders.find((o) => o.id === id)!
  const [quality, , broken] = AFTER_SALE_REASONS.return

  // 5001: asked for 2 days after 3007 arrived, approved 3 hours later, sent back the next day.
  const returning = seedReturn(byId(3007), 5001, 48 * HOUR, quality)
  const asked = Date.parse(returning.createdAt)
  returning.description = '洗过一次就开线了，领口处有明显的线头。'
  returning.photos = [img('covers', 'after-sale-5001-1', '开线照片 1'), img('covers', 'after-sale-5001-2', '开线照片 2')]
  returning.status = 'returning'
  returning.returnAddress = RETURN_ADDRESS
  returning.returnShipment = { carrier: '圆通速递', trackingNo: 'YT7364519028861' }
  returning.timeline = [
    eventOf('returnShipped', asked + 27 * HOUR, '圆通速递 YT7364519028861'),
    eventOf('approved', asked + 3 * HOUR, '商家已同意，请在 7 天内寄回商品并填写运单号'),
    ...returning.timeline,
  ]

  // 5002: asked for the day after 3004 arrived (within the 7 days), refused 5 hours later.
  const refused = seedReturn(byId(3004), 5002, 24 * HOUR, broken)
  refused.description = '盒子压坏了，车模后视镜断了一边。'
  refused.status = 'refused'
  refused.refuseReason = '签收时未反馈外包装破损，且照片无法确认为运输损坏，请联系客服协助处理'
  refused.timeline.unshift(eventOf('refused', Date.parse(refused.createdAt) + 5 * HOUR, refused.refuseReason))

  const rows = [returning, refused]
  for (const order of orders) fileOnOrder(order, rows)
  return rows
}
