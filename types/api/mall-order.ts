// Points-mall orders (domain `mall`, under /api/v1/app/orders): confirm what is in the cart or
// bought now, submit once (an idempotency key), pay (WeChat Pay in the mini-program; a marked
// development payment in H5 and on the dev API server), cancel, ship, receive. The pricing and
// the status rules are pure functions in src/features/mall/order/ that the dev API server
// imports too, so the app and the server price an order the same way.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, FenSchema, PageQuerySchema } from './common'
import { OrderAfterSaleSchema } from './mall-after-sale-base'
import { StoreSchema } from './mall-goods'

/** An unpaid order holds its stock, points and coupon this long, then closes itself. */
export const ORDER_RESERVE_MINUTES = 15
export const ORDER_LIMITS = { lines: 50, quantity: 99, remark: 100 } as const

/**
 * unpaid 待付款, toShip 待发货, shipped 待收货, completed 已完成, closed 已关闭. After-sale requests
 * are their own records (mall-after-sale.ts): an order keeps its status while one is handled, and
 * closes once everything it was paid is refunded.
 */
export const OrderStatusSchema = Type.Union([
  Type.Literal('unpaid'), Type.Literal('toShip'), Type.Literal('shipped'), Type.Literal('completed'), Type.Literal('closed'),
])
export type OrderStatus = Static<typeof OrderStatusSchema>

export const OrderLineInputSchema = Type.Object({
  skuId: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.quantity }),
})
export type OrderLineInput = Static<typeof OrderLineInputSchema>

/** Where the lines come from: the cart's selection (ordered lines leave the cart) or 立即购买. */
export const OrderSourceSchema = Type.Union([Type.Literal('cart'), Type.Literal('buy')])
export type OrderSource = Static<typeof OrderSourceSchema>

export const OrderConfirmBodySchema = Type.Object({
  lines: Type.Array(OrderLineInputSchema, { minItems: 1, maxItems: ORDER_LIMITS.lines }),
  source: OrderSourceSchema,
})
export type OrderConfirmBody = Static<typeof OrderConfirmBodySchema>

/** A line as the confirm page prices it (the flash-sale price applied). */
export const ConfirmLineSchema = Type.Object({
  skuId: Type.Integer(),
  itemId: Type.Integer(),
  /** The item's back category (coupons limited to categories match it). */
  categoryId: Type.Integer(),
  name: Type.String(),
  skuName: Type.String(),
  image: Type.String(),
  /** 1 physical, 3 voucher. */
  type: Type.Union([Type.Literal(1), Type.Literal(3)]),
  /** 1 cash, 4 cash mixed with points. */
  payType: Type.Union([Type.Literal(1), Type.Literal(4)]),
  /** Price of one, in fen, after a running flash sale. */
  unitPrice: FenSchema,
  flashSale: Type.Boolean(),
  quantity: Type.Integer({ minimum: 1 }),
  stockQuantity: Type.Integer({ minimum: 0 }),
  /** Most one user may buy (flash sale or limited goods); 0 for no limit. */
  buyLimit: Type.Integer({ minimum: 0 }),
  /** Points one unit takes at least / at most (payType 4; 0 otherwise). */
  minPointPrice: Type.Integer({ minimum: 0 }),
  maxPointPrice: Type.Integer({ minimum: 0 }),
  /** Why the line cannot be ordered now (库存不足, 已下架, 限购 2 件); null when it can. */
  problem: Type.Union([Type.String(), Type.Null()]),
})
export type ConfirmLine = Static<typeof ConfirmLineSchema>

/** One of my unused coupons, with what the confirm page needs to judge it. */
export const OrderCouponSchema = Type.Object({
  userCouponId: Type.Integer(),
  couponId: Type.Integer(),
  name: Type.String(),
  worth: FenSchema,
  threshold: FenSchema,
  /** 1 all goods, 2 some categories, 3 some goods. */
  applicabilityType: Type.Integer(),
  /** Comma-separated category ids (type 2) or item ids (type 3); '' for all. */
  applicability: Type.String(),
  validFrom: DateTimeSchema,
  validTo: DateTimeSchema,
})
export type OrderCoupon = Static<typeof OrderCouponSchema>

export const OrderConfirmSchema = Type.Object({
  lines: Type.Array(ConfirmLineSchema),
  /** All my unused coupons; the app picks the best usable one by default. */
  coupons: Type.Array(OrderCouponSchema),
  pointBalance: Type.Integer({ minimum: 0 }),
  /** Points per fen (spec default 1). */
  pointRatio: Type.Number(),
  /** false when every line is a voucher: no address is asked for. */
  needsAddress: Type.Boolean(),
  /** The server's clock, for coupon validity. */
  now: DateTimeSchema,
})
export type OrderConfirm = Static<typeof OrderConfirmSchema>

export const OrderSubmitBodySchema = Type.Object({
  /** The idempotency key: the same key from the same user gives back the same order. */
  requestId: Type.String({ pattern: '^[0-9A-Za-z_-]{8,64}$', errorMessage: '缺少有效的请求标识' }),
  lines: Type.Array(OrderLineInputSchema, { minItems: 1, maxItems: ORDER_LIMITS.lines }),
  source: OrderSourceSchema,
  /** Required unless every line is a voucher. */
  addressId: Type.Optional(Type.Integer({ minimum: 1 })),
  userCouponId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Points to use, within the range the pricing allows. */
  points: Type.Integer({ minimum: 0 }),
  remark: Type.String({ maxLength: ORDER_LIMITS.remark }),
  /** The cash the page showed, in fen: a different server price is refused (409) instead of charged. */
  expectedCash: FenSchema,
})
export type OrderSubmitBody = Static<typeof OrderSubmitBodySchema>

export const OrderLineSchema = Type.Object({
  skuId: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String(),
  skuName: Type.String(),
  image: Type.String(),
  unitPrice: FenSchema,
  quantity: Type.Integer(),
  /** The goods take returns and exchanges (the item's isAfterSale when it was bought). */
  returnable: Type.Boolean(),
})
export type OrderLine = Static<typeof OrderLineSchema>

export const OrderAddressSchema = Type.Object({
  receiverName: Type.String(),
  /** Masked: 138****0000. */
  mobile: Type.String(),
  /** Province, city, district and the street in one line. */
  text: Type.String(),
})

export const VoucherCodeSchema = Type.Object({
  code: Type.String(),
  used: Type.Boolean(),
  validTo: DateTimeSchema,
})
export type VoucherCode = Static<typeof VoucherCodeSchema>

export const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  status: OrderStatusSchema,
  /** 1 physical, 3 voucher (an order holds one kind). */
  type: Type.Union([Type.Literal(1), Type.Literal(3)]),
  lines: Type.Array(OrderLineSchema),
  cash: FenSchema,
  points: Type.Integer({ minimum: 0 }),
  createdAt: DateTimeSchema,
  /** Unpaid orders: when the order closes itself. */
  payDeadline: Type.Union([DateTimeSchema, Type.Null()]),
})
export type OrderSummary = Static<typeof OrderSummarySchema>

/** One event of the carrier's tracking: 已揽收, 运输中, 派送中, 已签收 (the last one). */
export const TrackingEventSchema = Type.Object({
  time: DateTimeSchema,
  state: Type.String(),
  /** The city where it happened. */
  place: Type.String(),
  text: Type.String(),
})
export type TrackingEvent = Static<typeof TrackingEventSchema>

/** Carrier, number and the carrier's events, newest first (the detail shows them in one read). */
export const ShipmentSchema = Type.Object({ carrier: Type.String(), trackingNo: Type.String(), tracking: Type.Array(TrackingEventSchema) })
export type Shipment = Static<typeof ShipmentSchema>

/**
 * The automatic refund of a paid order cancelled before it shipped (order/refund.ts decides it):
 * the points first, then the cash, the order they were paid in; the coupon only while valid.
 */
export const OrderRefundSchema = Type.Object({
  points: Type.Integer({ minimum: 0 }),
  cash: FenSchema,
  couponReturned: Type.Boolean(),
  refundedAt: DateTimeSchema,
})
export type OrderRefund = Static<typeof OrderRefundSchema>

export const OrderSchema = Type.Composite([
  OrderSummarySchema,
  Type.Object({
    goodsAmount: FenSchema,
    discount: FenSchema,
    coupon: Type.Union([
      Type.Object({
        userCouponId: Type.Integer(), name: Type.String(), worth: FenSchema,
        /** The coupon's own validity (orders placed in the app carry it): a refund gives it back only until then. */
        validTo: Type.Optional(DateTimeSchema),
      }),
      Type.Null(),
    ]),
    remark: Type.String(),
    address: Type.Union([OrderAddressSchema, Type.Null()]),
    paidAt: Type.Union([DateTimeSchema, Type.Null()]),
    shippedAt: Type.Union([DateTimeSchema, Type.Null()]),
    receivedAt: Type.Union([DateTimeSchema, Type.Null()]),
    closedAt: Type.Union([DateTimeSchema, Type.Null()]),
    /** 用户取消 / 超时未支付 / 用户取消，已退款; null unless closed. */
    closeReason: Type.Union([Type.String(), Type.Null()]),
    /** A paid order the user cancelled before it shipped: what came back (absent otherwise). */
    refund: Type.Optional(OrderRefundSchema),
    shipment: Type.Union([ShipmentSchema, Type.Null()]),
    /** Voucher orders once paid: one code per unit. */
    vouchers: Type.Array(VoucherCodeSchema),
    /** Voucher orders: where the codes are taken (the goods' store list). */
    stores: Type.Array(StoreSchema),
    /** The order's after-sale requests, oldest first: what the after-sale rule judges a new one by. */
    afterSales: Type.Array(OrderAfterSaleSchema),
  }),
])
export type Order = Static<typeof OrderSchema>

export const OrderListQuerySchema = Type.Composite([PageQuerySchema, Type.Object({ status: Type.Optional(OrderStatusSchema) })])
export type OrderListQuery = Static<typeof OrderListQuerySchema>

export const OrderIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type OrderIdParams = Static<typeof OrderIdParamsSchema>

/** What wx.requestPayment takes, as the server signs it. */
/** WeChat Pay's signed part, the same for wx.requestPayment and WeixinJSBridge's getBrandWCPayRequest. */
export const WechatPaySignSchema = Type.Object({
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
})

export const PayTicketSchema = Type.Composite([Type.Object({ orderId: Type.Integer() }), WechatPaySignSchema])
export type PayTicket = Static<typeof PayTicketSchema>

/** Mine's 我的订单 row: how many of my orders each tab holds (toReceive is `shipped`; afterSale: my requests still being handled). */
export const OrderCountsSchema = Type.Object({
  unpaid: Type.Integer({ minimum: 0 }),
  toShip: Type.Integer({ minimum: 0 }),
  toReceive: Type.Integer({ minimum: 0 }),
  afterSale: Type.Integer({ minimum: 0 }),
})
export type OrderCounts = Static<typeof OrderCountsSchema>
