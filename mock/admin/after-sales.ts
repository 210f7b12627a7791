// The mall's after-sale desk, for dev and tests: the merchant approves or refuses a request,
// confirms the returned goods arrived, and pays the refund. Each step moves the request by the
// app's status table (src/features/mall/order/after-sale.ts) and adds its event at the front of
// the timeline; a step its status does not take is a 409 naming the status.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { AFTER_SALE_DAYS, AFTER_SALE_LIMITS, AfterSaleSchema } from '../../types/api/mall'
import { badRequest } from '../core/api-error'
import { defineRoute } from '../core/route'
import { act, afterSaleById, afterSaleView, payBack } from '../routes/mall/after-sale-book'
import { sampleRequest } from '../routes/mall/after-sales'
import { RETURN_ADDRESS } from '../seed/after-sales'

const admin = { area: 'admin', auth: 'none', spec: false } as const
const PATH = '/__admin/after-sales/:id'

const RefuseBodySchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: AFTER_SALE_LIMITS.refuseReason, errorMessage: `请填写拒绝原因（最多 ${AFTER_SALE_LIMITS.refuseReason} 字）` }),
})

export const afterSaleAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: `${PATH}/approve`,
    summary: '商家同意售后（待审核 -> 仅退款待退款，退货或换货待寄回并给出退货地址）',
    params: IdParamsSchema, response: AfterSaleSchema,
    sample: async (api) => ({ params: { id: await sampleRequest(api) } }),
    handler: ({ db, params, now }) => {
      const row = afterSaleById(db, params.id)
      const text = row.kind === 'refund' ? '商家已同意退款，将原路退回' : `商家已同意，请在 ${AFTER_SALE_DAYS} 天内寄回商品并填写运单号`
      act(db, row, 'approve', 'approved', text, now)
      if (row.kind !== 'refund') row.returnAddress = RETURN_ADDRESS
      return afterSaleView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: `${PATH}/refuse`, summary: '商家拒绝售后（待审核 -> 已拒绝，附拒绝原因）',
    params: IdParamsSchema, body: RefuseBodySchema, response: AfterSaleSchema,
    sample: async (api) => ({ params: { id: await sampleRequest(api) }, body: { reason: '商品已发出，请收货后申请退货退款' } }),
    handler: ({ db, params, body, now }) => {
      const row = afterSaleById(db, params.id)
      const reason = body.reason.trim()
      if (!reason) throw badRequest('请填写拒绝原因')
      act(db, row, 'refuse', 'refused', reason, now)
      row.refuseReason = reason
      return afterSaleView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: `${PATH}/receive`, summary: '商家确认收到退回的商品（寄回中 -> 退货待退款，换货已换货并发出新商品）',
    params: IdParamsSchema, response: AfterSaleSchema,
    sample: { params: { id: 5001 } },
    handler: ({ db, params, now }) => {
      const row = afterSaleById(db, params.id)
      if (row.kind === 'exchange') act(db, row, 'receive', 'exchanged', '商家已收到退回的商品，换货商品已发出', now)
      else act(db, row, 'receive', 'received', '商家已收到退回的商品，将尽快退款', now)
      return afterSaleView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: `${PATH}/refund`,
    summary: '商家退款（待退款 -> 已退款：积分退回余额、现金原路退回、商品回库存；整单退完则订单关闭，优惠券有效期内退回）',
    params: IdParamsSchema, response: AfterSaleSchema,
    sample: async (api) => {
      await api.call('POST', '/__admin/after-sales/5001/receive')
      return { params: { id: 5001 } }
    },
    handler: ({ db, params, now }) => {
      const row = afterSaleById(db, params.id)
      payBack(db, row, now)
      return afterSaleView(row)
    },
  }),
]
