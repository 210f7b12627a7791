/** Coupons on offer, the coupon centre's list and each goods' own: each counts how often I took it. */
export const COUPON_OFFERS = ['mall', 'coupon-offers'] as const
export const goodsOffersKey = (itemId: number) => [...COUPON_OFFERS, itemId] as const
