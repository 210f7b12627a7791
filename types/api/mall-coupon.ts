// Coupons (fields of spec §3) and the user's received coupons.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, FenSchema, PageQuerySchema } from './common'

export const CouponSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 available, 2 stopped. */
  status: Type.Integer(),
  /** 1 fixed period (validityStartTime..validityEndTime), 2 relative to receiving. */
  validityTimeType: Type.Integer(),
  validityStartTime: Type.Union([DateTimeSchema, Type.Null()]),
  validityEndTime: Type.Union([DateTimeSchema, Type.Null()]),
  validityTime: Type.Integer(),
  delayedTime: Type.Integer(),
  /** 1 day, 2 month. */
  validityUnit: Type.Integer(),
  delayedValidityUnit: Type.Integer(),
  description: Type.String(),
  total: Type.Integer(),
  balance: Type.Integer(),
  usedNumber: Type.Integer(),
  expiredNumber: Type.Integer(),
  invalidNumber: Type.Integer(),
  /** 1 the user receives it, 2 issued by the platform only. */
  receiveMode: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Times one user may receive it; -1 unlimited. */
  obtainTimes: Type.Integer(),
  worth: FenSchema,
  threshold: FenSchema,
  /** Empty for all goods, else comma-separated category ids (type 2) or item ids (type 3). */
  applicability: Type.String(),
  /** 1 all goods, 2 some categories, 3 some goods. */
  applicabilityType: Type.Integer(),
})
export type Coupon = Static<typeof CouponSchema>

/** A coupon as listed for the current user (receivedTimes is 0 without a token). */
export const CouponOfferSchema = Type.Composite([
  CouponSchema,
  Type.Object({ receivedTimes: Type.Integer(), canReceive: Type.Boolean() }),
])
export type CouponOffer = Static<typeof CouponOfferSchema>

export const CouponListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ itemId: Type.Optional(Type.Integer({ minimum: 1 })) }),
])
export type CouponListQuery = Static<typeof CouponListQuerySchema>

/** 1 unused, 2 used, 3 expired. */
export const UserCouponStatusSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])

export const UserCouponSchema = Type.Object({
  userCouponId: Type.Integer(),
  couponId: Type.Integer(),
  name: Type.String(),
  worth: FenSchema,
  threshold: FenSchema,
  description: Type.String(),
  applicabilityType: Type.Integer(),
  status: UserCouponStatusSchema,
  receivedAt: DateTimeSchema,
  validFrom: DateTimeSchema,
  validTo: DateTimeSchema,
})
export type UserCoupon = Static<typeof UserCouponSchema>

export const MyCouponQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ status: Type.Optional(UserCouponStatusSchema) }),
])
export type MyCouponQuery = Static<typeof MyCouponQuerySchema>

export const CouponIdParamsSchema = Type.Object({ couponId: Type.Integer({ minimum: 1 }) })
export type CouponIdParams = Static<typeof CouponIdParamsSchema>
