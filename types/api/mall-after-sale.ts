// After-sale requests of the points mall (domain `mall`, /api/v1/app/after-sales): per order line,
// a refund only (paid, not shipped), a return and refund, or an exchange (shipped or received,
// within the return window, goods that take returns). The rules (what a line allows, the amount,
// how a request moves) are pure functions in src/features/mall/order/after-sale.ts that the dev
// API server imports too; admin routes stand in for the merchant (approve, refuse, receive, refund).
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, FenSchema, ImageUrlSchema, PageQuerySchema } from './common'
import { AFTER_SALE_LIMITS, AfterSaleKindSchema, AfterSaleStatusSchema } from './mall-after-sale-base'
import { OrderLineSchema } from './mall-order'

/** One step of a request's life, for its timeline (newest first). */
export const AfterSaleEventSchema = Type.Object({
  time: DateTimeSchema,
  /** submitted, approved, refused, returnShipped, received, refunded, exchanged, cancelled. */
  kind: Type.Union([
    Type.Literal('submitted'), Type.Literal('approved'), Type.Literal('refused'), Type.Literal('returnShipped'),
    Type.Literal('received'), Type.Literal('refunded'), Type.Literal('exchanged'), Type.Literal('cancelled'),
  ]),
  title: Type.String(),
  text: Type.String(),
})
export type AfterSaleEvent = Static<typeof AfterSaleEventSchema>

/** Where a return is sent: the merchant's after-sale warehouse. */
export const ReturnAddressSchema = Type.Object({ receiverName: Type.String(), mobile: Type.String(), text: Type.String() })
export type ReturnAddress = Static<typeof ReturnAddressSchema>

export const ReturnShipmentSchema = Type.Object({
  carrier: Type.String({ minLength: 1, maxLength: AFTER_SALE_LIMITS.carrier, errorMessage: '请填写快递公司' }),
  trackingNo: Type.String({ pattern: '^[0-9A-Za-z]{6,30}$', errorMessage: '运单号应为 6-30 位字母或数字' }),
})
export type ReturnShipment = Static<typeof ReturnShipmentSchema>

export const AfterSaleSummarySchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  /** The order line as it was bought. */
  line: OrderLineSchema,
  kind: AfterSaleKindSchema,
  status: AfterSaleStatusSchema,
  quantity: Type.Integer({ minimum: 1 }),
  /** What the request refunds (0 and 0 for an exchange): points first, then cash, as they were paid. */
  points: Type.Integer({ minimum: 0 }),
  cash: FenSchema,
  createdAt: DateTimeSchema,
})
export type AfterSaleSummary = Static<typeof AfterSaleSummarySchema>

export const AfterSaleSchema = Type.Composite([
  AfterSaleSummarySchema,
  Type.Object({
    reason: Type.String(),
    description: Type.String(),
    photos: Type.Array(Type.String()),
    /** The merchant's reason, once refused. */
    refuseReason: Type.Union([Type.String(), Type.Null()]),
    /** Return and exchange: where to send the goods (shown once approved). */
    returnAddress: Type.Union([ReturnAddressSchema, Type.Null()]),
    /** The user's carrier and number, once the goods are on their way back. */
    returnShipment: Type.Union([ReturnShipmentSchema, Type.Null()]),
    /** Once refunded: whether the order's coupon came back (the last line of an order, coupon still valid). */
    couponReturned: Type.Boolean(),
    timeline: Type.Array(AfterSaleEventSchema),
  }),
])
export type AfterSale = Static<typeof AfterSaleSchema>

export const AfterSaleCreateBodySchema = Type.Object({
  orderId: Type.Integer({ minimum: 1 }),
  skuId: Type.Integer({ minimum: 1 }),
  kind: AfterSaleKindSchema,
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  reason: Type.String({ minLength: 1, maxLength: 20, errorMessage: '请选择售后原因' }),
  description: Type.String({ maxLength: AFTER_SALE_LIMITS.description, errorMessage: `问题描述最多 ${AFTER_SALE_LIMITS.description} 字` }),
  photos: Type.Array(ImageUrlSchema, { maxItems: AFTER_SALE_LIMITS.photos, errorMessage: `最多上传 ${AFTER_SALE_LIMITS.photos} 张照片` }),
  /** The amount the page showed: more than the rule allows is refused (400), never paid. */
  points: Type.Integer({ minimum: 0 }),
  cash: Type.Integer({ minimum: 0 }),
})
export type AfterSaleCreateBody = Static<typeof AfterSaleCreateBodySchema>

export const AfterSaleListQuerySchema = PageQuerySchema
export type AfterSaleListQuery = Static<typeof AfterSaleListQuerySchema>
