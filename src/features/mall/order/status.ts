import type { OrderStatus } from '@api/mall'

// The order's life as one table: what may happen in each status and where it leads. Pure; the
// dev API server moves its orders with the same table, so an action the app offers is one the
// server accepts.

export type OrderEvent =
  /** Paid (cash through WeChat Pay or the development payment; points-only at once). */
  | 'pay'
  /** Paid, voucher goods: the codes are issued and the order is done. */
  | 'payVoucher'
  | 'cancel'
  /** The 15 minutes of an unpaid order ran out. */
  | 'expire'
  | 'ship'
  | 'receive'
  /** After-sale refunded everything the order was paid (order/after-sale.ts): it closes. */
  | 'refundAll'

const NEXT: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  unpaid: { pay: 'toShip', payVoucher: 'completed', cancel: 'closed', expire: 'closed' },
  // Paid, not shipped: the user may still cancel, refunded at once (order/refund.ts).
  toShip: { ship: 'shipped', cancel: 'closed', refundAll: 'closed' },
  shipped: { receive: 'completed', refundAll: 'closed' },
  completed: { refundAll: 'closed' },
  closed: {},
}

/** The status an event leads to; undefined when the event cannot happen in this status. */
export const nextStatus = (status: OrderStatus, event: OrderEvent): OrderStatus | undefined => NEXT[status][event]

export const STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待付款',
  toShip: '待发货',
  shipped: '待收货',
  completed: '已完成',
  closed: '已关闭',
}

/** What the buyer may do with an order in this status (the buttons, in this order). */
export type OrderAction = 'pay' | 'cancel' | 'receive' | 'buyAgain'

export function orderActions(status: OrderStatus): OrderAction[] {
  if (status === 'unpaid') return ['cancel', 'pay']
  if (status === 'toShip') return ['cancel']
  if (status === 'shipped') return ['receive']
  if (status === 'completed' || status === 'closed') return ['buyAgain']
  return []
}
