import type { Order, OrderStatus, OrderSummary } from '@api/mall'

const GOODS = { skuId: 100301, itemId: 1003, name: '星驰车载香氛', skuName: '海洋', image: 'https://img/fragrance.svg', unitPrice: 19900, quantity: 2 }

const ID: Record<OrderStatus, number> = { unpaid: 3001, toShip: 3002, shipped: 3003, completed: 3004, closed: 3005, afterSale: 3007 }

export function summary(status: OrderStatus, o: Partial<OrderSummary> = {}): OrderSummary {
  const id = o.id ?? ID[status]
  return {
    id, orderNo: `NO${id}`, status, type: 1, lines: [GOODS], cash: 33900, points: 5900, createdAt: '2026-05-01T10:00:00+08:00',
    payDeadline: status === 'unpaid' ? new Date(Date.now() + 10 * 60_000).toISOString() : null,
    ...o,
  }
}

export function order(status: OrderStatus, o: Partial<Order> = {}): Order {
  return {
    ...summary(status, o),
    goodsAmount: 39800, discount: 0, coupon: null, remark: '', address: { receiverName: '王小明', mobile: '138****0000', text: '北京市北京市朝阳区 望京街 8 号' },
    paidAt: null, shippedAt: null, receivedAt: null, closedAt: null, closeReason: null, shipment: null, vouchers: [], stores: [],
    ...o,
  }
}

export const page = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 })
