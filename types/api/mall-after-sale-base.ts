// The after-sale request's kinds and statuses, and how an order's detail lists its requests: apart
// from mall-after-sale.ts so that the order's schema can name them without an import cycle.
import { Type, type Static } from '@sinclair/typebox'
import { FenSchema } from './common'

export const AFTER_SALE_LIMITS = { photos: 6, description: 200, refuseReason: 100, carrier: 20 } as const
/** Days after receipt (or shipping, for an order not confirmed yet) a return or exchange may be asked for. */
export const AFTER_SALE_DAYS = 7

/** refund 仅退款 (not shipped), return 退货退款, exchange 换货. */
export const AfterSaleKindSchema = Type.Union([Type.Literal('refund'), Type.Literal('return'), Type.Literal('exchange')])
export type AfterSaleKind = Static<typeof AfterSaleKindSchema>

/**
 * pending 待审核, refused 已拒绝, toReturn 待寄回 (approved return or exchange), returning 寄回中,
 * toRefund 待退款 (approved refund, or a return received), refunded 已退款, exchanged 已换货,
 * cancelled 已撤销.
 */
export const AfterSaleStatusSchema = Type.Union([
  Type.Literal('pending'), Type.Literal('refused'), Type.Literal('toReturn'), Type.Literal('returning'),
  Type.Literal('toRefund'), Type.Literal('refunded'), Type.Literal('exchanged'), Type.Literal('cancelled'),
])
export type AfterSaleStatus = Static<typeof AfterSaleStatusSchema>

/** An order's requests as its detail carries them: what the rule needs to judge a new one. */
export const OrderAfterSaleSchema = Type.Object({
  id: Type.Integer(),
  skuId: Type.Integer(),
  kind: AfterSaleKindSchema,
  status: AfterSaleStatusSchema,
  quantity: Type.Integer(),
  points: Type.Integer(),
  cash: FenSchema,
})
export type OrderAfterSale = Static<typeof OrderAfterSaleSchema>
