import type { AfterSale, AfterSaleStatus, AfterSaleSummary, Order, OrderStatus, OrderSummary } from '@api/mall'

const GOODS = { skuId: 100301, itemId: 1003, name: '星驰车载香氛', skuName: '海洋', image: 'https://img/fragrance.svg', unitPrice: 19900, quantity: 2, returnable: true }

const ID: Record<OrderStatus, number> = { unpaid: 3001, toShip: 3002, shipped: 3003, completed: 3004, closed: 3005 }

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
    paidAt: null, shippedAt: null, receivedAt: null, closedAt: null, closeReason: null, shipment: null, vouchers: [], stores: [], afterSales: [],
    ...o,
  }
}

export const page = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 })

/** A return of one unit of the fixture's goods on order 3004, as the 售后 tab lists it. */
export function afterSaleSummary(status: AfterSaleStatus, o: Partial<AfterSaleSummary> = {}): AfterSaleSummary {
  return {
    id: 5001, orderId: 3004, orderNo: 'NO3004', line: GOODS, kind: 'return', status, quantity: 1, points: 2950, cash: 16950,
    createdAt: '2026-05-10T09:00:00+08:00',
    ...o,
  }
}

/** The request's page: submitted, approved and (returning) shipped back, newest first. */
export function afterSale(status: AfterSaleStatus, o: Partial<AfterSale> = {}): AfterSale {
  return {
    ...afterSaleSummary(status, o),
    reason: '商品质量问题', description: '瓶身有裂纹，香氛漏出', photos: ['https://img/crack-1.jpg', 'https://img/crack-2.jpg'],
    refuseReason: null,
    returnAddress: status === 'toReturn' || status === 'returning' ? { receiverName: '星驰售后仓', mobile: '400-800-8888', text: '上海市嘉定区安亭镇墨玉路 88 号' } : null,
    returnShipment: status === 'returning' ? { carrier: '顺丰速运', trackingNo: 'SF7788990011' } : null,
    couponReturned: false,
    timeline: [
      ...(status === 'returning' ? [{ time: '2026-05-11T15:00:00+08:00', kind: 'returnShipped' as const, title: '商品已寄回', text: '顺丰速运 SF7788990011' }] : []),
      { time: '2026-05-10T18:00:00+08:00', kind: 'approved', title: '商家同意', text: '请在 7 天内寄回商品' },
      { time: '2026-05-10T09:00:00+08:00', kind: 'submitted', title: '提交申请', text: '退货退款 · 商品质量问题' },
    ],
    ...o,
  }
}
