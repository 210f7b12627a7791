import type { OrderConfirmBody, UserCoupon } from '@api/mall'
import { AREA, defineQuery, definePaged } from '@/core/query'
import { confirmOrder, getAfterSale, getAfterSales, getCart, getCouponOffers, getMyCoupons, getOrder } from './api'
import { AFTER_SALES, CART, COUPON_OFFERS, MY_COUPONS, ORDERS } from './keys'

// The mall's reads, each defined once (the category tab's in browse-queries.ts, the goods page's
// in goods-queries.ts: each loads only what it shows). Its writes mark the cart, the orders and
// the coupons (keys.ts); goods, categories and the confirm page's pricing are marked by none.

export * from './browse-queries'

export * from './goods-queries'

export * from './order-counts-query'

/** The coupon centre: every coupon on offer. */
export const couponOffersList = definePaged(() => COUPON_OFFERS, (pageNo: number) => getCouponOffers(pageNo))
export const myCouponsList = definePaged(
  (status: UserCoupon['status']) => [...MY_COUPONS, status],
  (status: UserCoupon['status'], pageNo: number, pageSize: number) => getMyCoupons(status, pageNo, pageSize),
)

export const cartQuery = defineQuery(() => CART, () => getCart())

/**
 * The confirm page's pricing of a set of lines (a read sent as POST), one per set; no order write
 * marks it (`mall/confirm` is not under the orders).
 */
export const confirmQuery = defineQuery(
  (body: OrderConfirmBody) => [AREA.mall, 'confirm', body.source, ...body.lines.map((l) => `${l.skuId}x${l.quantity}`)],
  (body: OrderConfirmBody) => confirmOrder(body),
)

/** My orders, one list per tab below it (TabbedListScreen's key). */
export const ORDER_LIST = [...ORDERS, 'list'] as const
/** One of my orders, kept on the device (the order list's page 1 too: OrderListScreen's `keep`). */
export const orderQuery = defineQuery((id: number) => [...ORDERS, 'detail', id], (id: number) => getOrder(id), { keep: true })

/** The order list's 售后 tab: my requests, newest first (page 1 kept, as the other tabs'). */
export const afterSaleList = definePaged(() => [...AFTER_SALES, 'list'], (pageNo: number, pageSize: number) => getAfterSales({ pageNo, pageSize }), { keep: true })
export const afterSaleQuery = defineQuery((id: number) => [...AFTER_SALES, 'detail', id], (id: number) => getAfterSale(id))
