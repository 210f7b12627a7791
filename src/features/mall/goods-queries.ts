import { AREA, defineQuery, definePaged } from '@/core/query'
import { getCouponOffers, getGoodsDetail, getGoodsExtra, getGoodsReviews, getRecommend } from './api'
import { COUPON_OFFERS } from './keys'

// The goods page's reads, apart from the cart's, the coupons' and the orders' (queries.ts): the
// page a shared link or a poster opens loads only what it shows.

/** Item, SKUs, point ratio and purchase limit: what the goods page shows first (an unknown item rejects: a bad link). */
export const goodsExtraQuery = defineQuery((itemId: number) => [AREA.mall, 'goods', itemId, 'extra'], (itemId: number) => getGoodsExtra(itemId, true))
export const goodsDetailQuery = defineQuery((itemId: number) => [AREA.mall, 'goods', itemId, 'detail'], (itemId: number) => getGoodsDetail(itemId))
/** The first page of a goods' coupons on offer (a receive marks them with the coupon centre's). */
export const goodsOffersQuery = defineQuery((itemId: number) => [...COUPON_OFFERS, itemId], (itemId: number) => getCouponOffers(1, itemId))
/** A goods' reviews, a few (the call's own page size) at a time. */
export const goodsReviewsList = definePaged((itemId: number) => [AREA.mall, 'goods', itemId, 'reviews'], (itemId: number, pageNo: number) => getGoodsReviews(itemId, pageNo))
export const recommendList = definePaged((itemId: number) => [AREA.mall, 'goods', itemId, 'recommend'], (itemId: number, pageNo: number) => getRecommend(pageNo, itemId))
