import type { AfterSaleEvent, AfterSaleKind, AfterSaleStatus, Order, OrderAfterSale, OrderLine } from '@api/mall'
import { yuan } from './refund'

// The after-sale rules: which kinds a line allows, how much a request refunds, and how a request
// moves. Pure, importing only types and the refund rule's money text: the dev API server judges and moves
// its requests with these same functions (mock/routes/mall/after-sales.ts), so what the apply
// page offers is what the server accepts.

const DAY = 24 * 60 * 60 * 1000

// types/api's AFTER_SALE_DAYS and AFTER_SALE_LIMITS copied (src takes only types from types/api;
// tests/unit/features/mall/after-sale-rule.test.ts holds them equal).
export const AFTER_SALE_DAYS = 7
export const AFTER_SALE_LIMITS = { photos: 6, description: 200, refuseReason: 100, carrier: 20 } as const

export const KIND_TEXT: Record<AfterSaleKind, string> = { refund: '仅退款', return: '退货退款', exchange: '换货' }

export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string> = {
  pending: '待商家审核',
  refused: '商家已拒绝',
  toReturn: '待寄回商品',
  returning: '商品寄回中',
  toRefund: '待退款',
  refunded: '已退款',
  exchanged: '已换货',
  cancelled: '已撤销',
}

/** The reasons a user picks from, per kind (the server accepts only these). */
export const AFTER_SALE_REASONS: Record<AfterSaleKind, readonly string[]> = {
  refund: ['不想要了', '拍错/多拍', '地址信息填写错误', '商家发货慢', '其他'],
  return: ['商品质量问题', '商品与描述不符', '收到商品破损', '少件/漏发', '七天无理由退货', '其他'],
  exchange: ['商品质量问题', '收到商品破损', '规格/颜色发错', '尺码不合适', '其他'],
}

/** Still being handled: the line cannot take another request until it ends. */
export const isOpen = (status: AfterSaleStatus): boolean =>
  status === 'pending' || status === 'toReturn' || status === 'returning' || status === 'toRefund'

export type AfterSaleAction = 'approve' | 'refuse' | 'cancel' | 'ship' | 'receive' | 'refund'

/** Where an action leads from each status; absent: not possible now. */
const NEXT: Partial<Record<AfterSaleStatus, Partial<Record<AfterSaleAction, (kind: AfterSaleKind) => AfterSaleStatus>>>> = {
  pending: { approve: (k) => (k === 'refund' ? 'toRefund' : 'toReturn'), refuse: () => 'refused', cancel: () => 'cancelled' },
  toReturn: { ship: () => 'returning', cancel: () => 'cancelled' },
  returning: { receive: (k) => (k === 'exchange' ? 'exchanged' : 'toRefund') },
  toRefund: { refund: () => 'refunded' },
}

export const nextAfterSaleStatus = (status: AfterSaleStatus, kind: AfterSaleKind, action: AfterSaleAction): AfterSaleStatus | undefined =>
  NEXT[status]?.[action]?.(kind)

/** The user's own actions on the request page. */
export const canCancel = (status: AfterSaleStatus): boolean => nextAfterSaleStatus(status, 'return', 'cancel') !== undefined
export const canShipBack = (status: AfterSaleStatus): boolean => status === 'toReturn'

type JudgedOrder = Pick<Order, 'status' | 'type' | 'shippedAt' | 'receivedAt' | 'points' | 'cash' | 'lines'> & {
  afterSales: OrderAfterSale[]
}
type JudgedLine = Pick<OrderLine, 'skuId' | 'quantity' | 'unitPrice' | 'returnable'>

export interface LineOptions {
  kinds: AfterSaleKind[]
  /** Units that may still be asked for (not refunded yet). */
  left: number
  /** Why nothing can be asked for now, in Chinese; '' when something can. */
  reason: string
}

const refundedUnits = (order: JudgedOrder, skuId: number) =>
  order.afterSales.filter((a) => a.skuId === skuId && a.status === 'refunded').reduce((n, a) => n + a.quantity, 0)

/** What one line of the order allows at `now`. */
export function lineOptions(order: JudgedOrder, line: JudgedLine, now: number): LineOptions {
  const none = (reason: string): LineOptions => ({ kinds: [], left: 0, reason })
  if (order.type !== 1) return none('券类商品不支持售后')
  const left = line.quantity - refundedUnits(order, line.skuId)
  if (left <= 0) return none('该商品已全部退款')
  if (order.afterSales.some((a) => a.skuId === line.skuId && isOpen(a.status))) return none('该商品已有售后申请在处理中')
  if (order.status === 'toShip') return { kinds: ['refund'], left, reason: '' }
  if (order.status !== 'shipped' && order.status !== 'completed') return none('当前订单状态不能申请售后')
  if (!line.returnable) return none('该商品不支持退换货')
  const since = order.receivedAt ?? order.shippedAt
  if (since && now - Date.parse(since) > AFTER_SALE_DAYS * DAY) return none(`已超过 ${AFTER_SALE_DAYS} 天售后期限`)
  return { kinds: ['return', 'exchange'], left, reason: '' }
}

export interface RefundAmount {
  points: number
  /** Fen. */
  cash: number
}

/**
 * What `quantity` units of the line give back: the line's share of what the order paid, points
 * and cash each by that share (rounded down). The request that refunds the last units of the
 * order gives all that is left, so the parts add up to exactly what was paid. An exchange refunds
 * nothing.
 */
export function refundAmount(order: JudgedOrder, line: JudgedLine, quantity: number, kind: AfterSaleKind): RefundAmount {
  if (kind === 'exchange') return { points: 0, cash: 0 }
  const back = refundedSoFar(order)
  if (refundsAll(order, quantity)) return { points: order.points - back.points, cash: order.cash - back.cash }
  const goods = order.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)
  const share = goods > 0 ? (line.unitPrice * quantity) / goods : 0
  return { points: Math.floor(order.points * share), cash: Math.floor(order.cash * share) }
}

/** What the order's refunded requests gave back so far: units, points and cash. */
function refundedSoFar(order: JudgedOrder): RefundAmount & { units: number } {
  return order.afterSales
    .filter((a) => a.status === 'refunded')
    .reduce((sum, a) => ({ units: sum.units + a.quantity, points: sum.points + a.points, cash: sum.cash + a.cash }), { units: 0, points: 0, cash: 0 })
}

/** Whether refunding `quantity` more units refunds the whole order (it then closes, the coupon back while valid). */
export function refundsAll(order: JudgedOrder, quantity: number): boolean {
  return refundedSoFar(order).units + quantity >= order.lines.reduce((n, l) => n + l.quantity, 0)
}

/** ¥89.00 + 200 积分, as the apply page and the list show a refund; 换货无需退款 for none. */
export function refundText({ points, cash }: RefundAmount): string {
  if (points === 0 && cash === 0) return '无需退款'
  return [cash > 0 && yuan(cash), points > 0 && `${points} 积分`].filter(Boolean).join(' + ')
}

/** The timeline's words for each step, one place for the server's events and the app's tests. */
export const EVENT_TITLE: Record<AfterSaleEvent['kind'], string> = {
  submitted: '提交申请',
  approved: '商家同意',
  refused: '商家拒绝',
  returnShipped: '商品已寄回',
  received: '商家已收货',
  refunded: '退款成功',
  exchanged: '换货商品已发出',
  cancelled: '申请已撤销',
}
