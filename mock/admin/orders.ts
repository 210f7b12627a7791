// The mall's back office, the carrier and WeChat Pay's server, for dev and tests: ship an order
// (the carrier's first event), add the carrier's next event, let an unpaid one run out of time,
// set a SKU's stock (to buy it out between cart and confirm), and the payment notification
// WeChat sends after requestPayment (the weapp harness calls it).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { OrderSchema, ShipmentSchema, type Shipment } from '../../types/api/mall'
import { isOpen } from '../../src/features/mall/order/after-sale'
import { STATUS_TEXT } from '../../src/features/mall/order/status'
import { conflict, notFound } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { move, orderView, settle } from '../routes/mall/order-book'
import { nextTrackingEvent } from '../seed/orders'
import { skuById } from '../routes/mall/views'
import type { Db } from '../state/db'

const admin = { area: 'admin', auth: 'none', spec: false } as const

const orderById = (db: Db, id: number) => {
  const row = db.orders.find((o) => o.id === id)
  if (!row) throw notFound('订单不存在')
  return row
}

const ShipBodySchema = Type.Object({
  carrier: Type.String({ minLength: 1, maxLength: 20 }),
  trackingNo: Type.String({ pattern: '^[0-9A-Za-z]{6,30}$', errorMessage: '运单号应为 6-30 位字母或数字' }),
})

export const orderAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/orders/:id/ship', summary: '订单发货（待发货 -> 待收货，填写快递公司与运单号）',
    params: IdParamsSchema, body: ShipBodySchema, response: OrderSchema,
    sample: { params: { id: 3002 }, body: { carrier: '顺丰速运', trackingNo: 'SF1402367899999' } },
    handler: ({ db, params, body, now }) => {
      const row = orderById(db, params.id)
      // A refund asked before it shipped is decided first: shipping would send goods being refunded.
      if (row.afterSales.some((a) => isOpen(a.status))) throw conflict('订单有售后申请处理中，请先处理售后')
      move(row, 'ship')
      row.shippedAt = iso(now)
      const shipment: Shipment = { carrier: body.carrier.trim(), trackingNo: body.trackingNo, tracking: [] }
      shipment.tracking.push(nextTrackingEvent(shipment, iso(now))!)
      row.shipment = shipment
      return orderView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/orders/:id/tracking/advance', summary: '快递公司推送下一条物流轨迹（揽收 -> 运输 -> 派送 -> 签收）',
    params: IdParamsSchema, response: ShipmentSchema, sample: { params: { id: 3003 } },
    handler: ({ db, params, now }) => {
      const shipment = orderById(db, params.id).shipment
      if (!shipment) throw conflict('订单尚未发货，没有物流信息')
      const next = nextTrackingEvent(shipment, iso(now))
      if (!next) throw conflict('快件已签收，没有新的物流信息')
      shipment.tracking.unshift(next)
      return shipment
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/orders/:id/expire', summary: '待付款订单立即超时（下一次请求时关闭并释放库存、积分、优惠券）',
    params: IdParamsSchema, response: OrderSchema, sample: { params: { id: 3001 } },
    handler: ({ db, params, now }) => {
      const row = orderById(db, params.id)
      if (row.status !== 'unpaid') throw conflict(`订单状态已变化，当前为「${STATUS_TEXT[row.status]}」`)
      row.payDeadline = iso(now - 1000)
      return orderView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/mall/skus/:skuId/stock', summary: '设置商品规格库存（测试购物车与下单之间售罄）',
    params: Type.Object({ skuId: Type.Integer({ minimum: 1 }) }), body: Type.Object({ stock: Type.Integer({ minimum: 0, maximum: 99999 }) }),
    response: Type.Object({ skuId: Type.Integer(), stockQuantity: Type.Integer() }),
    sample: { params: { skuId: 100301 }, body: { stock: 0 } },
    handler: ({ db, params, body }) => {
      const sku = skuById(db, params.skuId)
      sku.stockQuantity = body.stock
      return { skuId: sku.skuId, stockQuantity: sku.stockQuantity }
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/wechat-pay/notify', summary: '微信支付结果通知（按 prepay_id 将订单标记为已支付）',
    body: Type.Object({ package: Type.String({ pattern: '^prepay_id=[0-9A-Za-z_-]{1,64}$', errorMessage: 'package 应为 prepay_id=…' }) }),
    response: OrderSchema,
    sample: async (api) => {
      const ticket = await api.call<{ package: string }>('POST', '/mall/api/v1/app/orders/3001/pay')
      return { body: { package: ticket.data.package } }
    },
    handler: ({ db, body, now }) => {
      const prepayId = body.package.slice('prepay_id='.length)
      const row = db.orders.find((o) => o.prepayId === prepayId)
      if (!row) throw notFound('支付单不存在')
      // WeChat repeats a notification until it is acknowledged: a paid order answers as it is.
      if (row.paidAt === null) settle(db, row, now)
      return orderView(row)
    },
  }),
]
