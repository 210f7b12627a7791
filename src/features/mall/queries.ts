import type { OrderConfirmBody, UserCoupon } from '@api/mall'
import { AREA, defineQuery, definePaged } from '@/core/query'
import {
  confirmOrder, getCart, getCartCount, getCategoryChildren, getCategoryRoots, getCouponOffers, getGoodsDetail, getGoodsExtra,
  getGoodsReviews, getMyCoupons, getOrder, getRecommend,
} from './api'
import { CART, COUPON_OFFERS, MY_COUPONS, ORDERS } from './keys'

// The mall's reads, each defined once. Its writes mark the cart, the orders and the coupons
// (keys.ts); goods, categories and the confirm page's pricing are marked by none.

export const categoryRootsQuery = defineQuery(() => [AREA.mall, 'categories'], () => getCategoryRoots())
export const categoryChildrenQuery = defineQuery((parentId: number) => [AREA.mall, 'categories', parentId], (parentId: number) => getCategoryChildren(parentId))

/** Item, SKUs, point ratio and purchase limit: what the goods page shows first. */
export const goodsExtraQuery = defineQuery((itemId: number) => [AREA.mall, 'goods', itemId, 'extra'], (itemId: number) => getGoodsExtra(itemId))
export const goodsDetailQuery = defineQuery((itemId: number) => [AREA.mall, 'goods', itemId, 'detail'], (itemId: number) => getGoodsDetail(itemId))
/** The first page of a goods' coupons on offer (a receive marks them with the coupon centre's). */
export const goodsOffersQuery = defineQuery((itemId: number) => [...COUPON_OFFERS, itemId], (itemId: number) => getCouponOffers(1, itemId))
/** A goods' reviews, a few (the call's own page size) at a time. */
export const goodsReviewsList = definePaged((itemId: number) => [AREA.mall, 'goods', itemId, 'reviews'], (itemId: number, pageNo: number) => getGoodsReviews(itemId, pageNo))
export const recommendList = definePaged((itemId: number) => [AREA.mall, 'goods', itemId, 'recommend'], (itemId: number, pageNo: number) => getRecommend(pageNo, itemId))

/** The coupon centre: every coupon on offer. */
export const couponOffersList = definePaged(() => COUPON_OFFERS, (pageNo: number) => getCouponOffers(pageNo))
export const myCouponsList = definePaged(
  (status: UserCoupon['status']) => [...MY_COUPONS, status],
  (status: UserCoupon['status'], pageNo: number, pageSize: number) => getMyCoupons(status, pageNo, pageSize),
)

export const cartQuery = defineQuery(() => CART, () => getCart())
/** The badge: the cart's quantity (a write of the cart marks it with the cart). */
export const cartCountQuery = defineQuery(() => [...CART, 'count'], () => getCartCount())

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
export const orderQuery = defineQuery((id: number) => [...ORDERS, 'detail', id], (id: number) => getOrder(id))
