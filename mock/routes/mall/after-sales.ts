// Points-mall after-sale (domain mall, /api/v1/app/after-sales): my requests (list, detail), ask
// for a refund, a return or an exchange of one order line (once per Idempotency-Key), withdraw
// one, and enter the return's carrier and number. What a line allows and how much it gives back
// are the app's own rules (src/features/mall/order/after-sale.ts, imported by path like
// pricing), so the apply page offers exactly what this accepts; the merchant's steps are admin
// routes (mock/admin/after-sales.ts).
import { PageSchema, IdParamsSchema } from '../../../types/api/common'
import {
  AfterSaleCreateBodySchema, AfterSaleListQuerySchema, AfterSaleSchema, AfterSaleSummarySchema, ReturnShipmentSchema,
  type AfterSaleCreateBody, type Order,
} from '../../../types/api/mall'
import { AFTER_SALE_REASONS, KIND_TEXT, lineOptions, refundAmount } from '../../../src/features/mall/order/after-sale'
import { badRequest, conflict } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute, type SampleApi } from '../../core/route'
import { iso } from '../../core/time'
import { eventOf, fileOnOrder, submittedText, type AfterSaleRow } from '../../seed/after-sales'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { act, afterSaleSummaryView, afterSaleView, ownAfterSale } from './after-sale-book'
import { ownOrder } from './order-book'

const BASE = '/api/v1/app/after-sales'

/**
 * A fresh paid order of one 车载香氛 (cash only) and a pending request of it (refund: not shipped;
 * return: shipped first), for the samples of the routes that act on a request: each sample makes
 * its own, so samples taken one after another on the same server (the fuzz test) never meet an
 * open request on the same line.
 */
export async function sampleRequest(api: SampleApi, kind: 'refund' | 'return' = 'refund'): Promise<number> {
  const lines = [{ skuId: 100401, quantity: 1 }]
  const confirm = await api.call<{ lines: { unitPrice: number }[] }>('POST', '/mall/api/v1/app/orders/confirm', { body: { lines, source: 'buy' } })
  const requestId = `sample-after-sale-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const body = { requestId, lines, source: 'buy', addressId: 1, points: 0, remark: '', expectedCash: confirm.data.lines[0].unitPrice }
  const order = await api.call<Order>('POST', '/mall/api/v1/app/orders', { body })
  const paid = await api.call<Order>('POST', `/mall/api/v1/app/orders/${order.data.id}/dev-pay`)
  if (kind === 'return') await api.call('POST', `/__admin/orders/${paid.data.id}/ship`, { body: { carrier: '顺丰速运', trackingNo: 'SF1402367800001' } })
  const request = await api.call<{ id: number }>('POST', `/mall${BASE}`, {
    body: { orderId: paid.data.id, skuId: 100401, kind, quantity: 1, reason: AFTER_SALE_REASONS[kind][0], description: '', photos: [], points: 0, cash: paid.data.cash },
  })
  return request.data.id
}

function create(db: Db, who: number, body: AfterSaleCreateBody, now: number): AfterSaleRow {
  const order = ownOrder(db, who, body.orderId)
  const line = order.lines.find((l) => l.skuId === body.skuId)
  if (!line) throw badRequest('该商品不在此订单中')
  const options = lineOptions(order, line, now)
  if (!options.kinds.includes(body.kind)) {
    throw conflict(options.reason || `该商品当前不能申请${KIND_TEXT[body.kind]}，可申请：${options.kinds.map((k) => KIND_TEXT[k]).join('、')}`)
  }
  if (body.quantity > options.left) throw badRequest(`该商品最多可申请 ${options.left} 件`)
  if (!AFTER_SALE_REASONS[body.kind].includes(body.reason)) throw badRequest('请选择售后原因')
  // The page sends what the rule showed; less is refunded as asked, more never.
  const allowed = refundAmount(order, line, body.quantity, body.kind)
  if (body.kind === 'exchange' && body.points + body.cash > 0) throw badRequest('换货无需退款，退款金额应为 0')
  if (body.points > allowed.points || body.cash > allowed.cash) throw badRequest('退款金额超出可退金额')

  const row: AfterSaleRow = {
    id: nextId(db, 'afterSale'), orderId: order.id, orderNo: order.orderNo, line, kind: body.kind, status: 'pending',
    quantity: body.quantity, points: body.points, cash: body.cash, createdAt: iso(now),
    reason: body.reason, description: body.description.trim(), photos: body.photos, refuseReason: null,
    returnAddress: null, returnShipment: null, couponReturned: false, timeline: [], accountId: who,
  }
  row.timeline.push(eventOf('submitted', now, submittedText(row)))
  db.afterSales.push(row)
  fileOnOrder(order, db.afterSales)
  return row
}

export const afterSaleRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: BASE, summary: '我的售后申请（分页，新的在前）',
    auth: 'required', spec: false, query: AfterSaleListQuerySchema, response: PageSchema(AfterSaleSummarySchema),
    sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.afterSales
        .filter((a) => a.accountId === who)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      return paginate(rows.map(afterSaleSummaryView), query)
    },
  }),
  defineRoute({
    area: 'mall', method: 'GET', path: `${BASE}/:id`, summary: '售后详情（仅本人的申请；进度时间线新的在前）',
    auth: 'required', spec: false, params: IdParamsSchema, response: AfterSaleSchema,
    sample: { params: { id: 5001 } },
    handler: ({ db, params, accountId }) => afterSaleView(ownAfterSale(db, me(db, accountId).accountId, params.id)),
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: BASE, idempotent: true,
    summary: '申请售后：订单的一件商品仅退款（未发货）、退货退款或换货（签收 7 天内）；原因、描述、最多 6 张照片，退款不超过规则所算金额',
    auth: 'required', spec: false, body: AfterSaleCreateBodySchema, response: AfterSaleSchema,
    // The seeded 3003 (shipped 3 days ago): a return of its one line, for what the rule gives back.
    sample: async (api) => {
      const order = (await api.call<Order>('GET', '/mall/api/v1/app/orders/3003')).data
      const { points, cash } = refundAmount(order, order.lines[0], 1, 'return')
      return { body: { orderId: 3003, skuId: order.lines[0].skuId, kind: 'return', quantity: 1, reason: '商品质量问题', description: '屏幕有坏点', photos: [], points, cash } }
    },
    handler: ({ db, body, accountId, now }) => afterSaleView(create(db, me(db, accountId).accountId, body, now)),
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${BASE}/:id/cancel`, summary: '撤销售后申请（待审核或待寄回时；已撤销的原样返回）',
    auth: 'required', spec: false, params: IdParamsSchema, response: AfterSaleSchema,
    sample: async (api) => ({ params: { id: await sampleRequest(api) } }),
    handler: ({ db, params, accountId, now }) => {
      const row = ownAfterSale(db, me(db, accountId).accountId, params.id)
      // A repeat (the first answer lost) finds it cancelled and gets it as it is.
      if (row.status === 'cancelled') return afterSaleView(row)
      act(db, row, 'cancel', 'cancelled', '用户撤销了申请', now)
      return afterSaleView(row)
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: `${BASE}/:id/return`, summary: '填写退货物流（商家同意退货或换货后；同一运单再次提交原样返回）',
    auth: 'required', spec: false, params: IdParamsSchema, body: ReturnShipmentSchema, response: AfterSaleSchema,
    sample: async (api) => {
      const id = await sampleRequest(api, 'return')
      await api.call('POST', `/__admin/after-sales/${id}/approve`)
      return { params: { id }, body: { carrier: '圆通速递', trackingNo: 'YT7364519028862' } }
    },
    handler: ({ db, params, body, accountId, now }) => {
      const row = ownAfterSale(db, me(db, accountId).accountId, params.id)
      const shipment = { carrier: body.carrier.trim(), trackingNo: body.trackingNo }
      if (!shipment.carrier) throw badRequest('请填写快递公司')
      const sent = row.returnShipment
      // A repeat of the same number answers the request as it is; another number once sent is a 409 (returning).
      if (row.status === 'returning' && sent?.carrier === shipment.carrier && sent.trackingNo === shipment.trackingNo) return afterSaleView(row)
      act(db, row, 'ship', 'returnShipped', `${shipment.carrier} ${shipment.trackingNo}`, now)
      row.returnShipment = shipment
      return afterSaleView(row)
    },
  }),
]
