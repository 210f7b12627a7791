import { AREA, keyText } from '@/core/query'

// The mall's keys that its writes mark and its reads are filed under (api.ts marks these and
// never imports queries.ts, whose definitions build on them).

/** The cart and, below it, its badge's count. */
export const CART = [AREA.mall, 'cart'] as const
/** Every order read: the lists by tab and each detail. */
export const ORDERS = [AREA.mall, 'orders'] as const
/** My after-sale requests (list and each one), under the orders: an order write reads them again too. */
export const AFTER_SALES = [...ORDERS, 'after-sales'] as const
/** My received coupons, by status. */
export const MY_COUPONS = [AREA.mall, 'coupons'] as const
/** Coupons on offer, the coupon centre's list and each goods' own: each counts how often I took it. */
export const COUPON_OFFERS = [AREA.mall, 'coupon-offers'] as const

/** What a write marks: the cart changed (its lines, its count). */
export const CART_CHANGED = keyText(CART)
export const ORDERS_CHANGED = keyText(ORDERS)
export const MY_COUPONS_CHANGED = keyText(MY_COUPONS)
export const COUPON_OFFERS_CHANGED = keyText(COUPON_OFFERS)
