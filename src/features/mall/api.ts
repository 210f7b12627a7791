import type { Page } from '@api/common'
import type {
  AfterSale,
  AfterSaleCreateBody,
  AfterSaleListQuery,
  AfterSaleSummary,
  Cart,
  CartAddBody,
  CartQuantityBody,
  CouponOffer,
  GoodsExtra,
  GoodsItem,
  ItemDetail,
  Order,
  OrderConfirm,
  OrderConfirmBody,
  OrderListQuery,
  OrderSubmitBody,
  OrderSummary,
  H5PayBody,
  H5PayTicket,
  PayTicket,
  ReturnShipment,
  Review,
  UserCoupon,
} from '@api/mall'
import { afterWrite } from '@/core/query'
import { isNotFound, quietly, request } from '@/core/request'
import { POINTS_CHANGED } from '@/entities/points'
import { MALL_VM_ID, swallowed } from './browse-api'
import { CART_CHANGED, COUPON_OFFERS_CHANGED, MY_COUPONS_CHANGED, ORDERS_CHANGED } from './keys'

// The category tab's calls (a page of the mini-program's main package) are in browse-api.ts, so
// that this file, which only the mall's subpackage needs, stays out of the main package.
export { getCartCount, getCategoryChildren, getCategoryRoots, MALL_VM_ID } from './browse-api'

/**
 * Item, SKUs, point ratio and purchase limit: what the detail screen loads first. Its failures give
 * nothing back (spec §8), except with `rejectUnknown` the server's 404 for an item it does not know:
 * the goods page then says its link is bad (a poster of a removed item) instead of offering a retry.
 */
export const getGoodsExtra = (itemId: number, rejectUnknown = false): Promise<GoodsExtra | undefined> =>
  request<GoodsExtra>({ domain: 'mall', path: `/api/v1/app/item/items/${itemId}/extra`, auth: false, toast: false }).then(
    (extra) => extra,
    (error: unknown) => (rejectUnknown && isNotFound(error) ? Promise.reject(error) : quietly(() => Promise.reject(error))),
  )

export const getGoodsDetail = (itemId: number) =>
  swallowed<ItemDetail>({ domain: 'mall', path: `/api/v1/app/item/items/${itemId}/detail`, auth: false })

export const getGoodsReviews = (itemId: number, pageNo: number, pageSize = 5) =>
  swallowed<Page<Review>>({ domain: 'mall', path: `/api/v1/app/item/items/${itemId}/reviews`, query: { pageNo, pageSize }, auth: false })

export const getRecommend = (pageNo: number, itemId?: number, pageSize = 6) =>
  swallowed<Page<GoodsItem>>({ domain: 'mall', path: '/api/v1/app/item/recommend', query: { pageNo, pageSize, itemId }, auth: false })

/** Offers for an item (all offers without one); with a token they carry how often I received each. */
export const getCouponOffers = (pageNo: number, itemId?: number, pageSize = 20) =>
  swallowed<Page<CouponOffer>>({ domain: 'mall', path: '/api/v1/app/coupons', query: { pageNo, pageSize, itemId } })

/** A received coupon is mine, and the offers (the coupon centre's, each goods') count how often I took each. */
export const receiveCoupon = (couponId: number) =>
  afterWrite(request<UserCoupon>({ domain: 'mall', method: 'POST', path: `/api/v1/app/coupons/${couponId}/receive` }), MY_COUPONS_CHANGED, COUPON_OFFERS_CHANGED)

export const getMyCoupons = (status: UserCoupon['status'], pageNo: number, pageSize = 10) =>
  request<Page<UserCoupon>>({ domain: 'mall', path: '/api/v1/app/coupons/mine', query: { status, pageNo, pageSize }, toast: false })

export const getCart = (vmId = MALL_VM_ID) =>
  request<Cart>({ domain: 'mall', path: '/web/app/cart-item/user/list', query: { vmId }, toast: false })

/** Adds (merging with a line of the same SKU); resolves with the new cart count. `requestId`: a retry of the same add is answered once, not added twice. */
export const addToCart = (body: Omit<CartAddBody, 'vmId'> & { vmId?: number }, requestId?: string) =>
  afterWrite(request<{ count: number }>({ domain: 'mall', method: 'POST', path: '/web/app/cart-item/add', data: { vmId: MALL_VM_ID, ...body }, requestId }), CART_CHANGED)

/** The cart screen shows the cart this answers at once; the badge elsewhere counts the quantity. */
export const setCartQuantity = (body: CartQuantityBody) =>
  afterWrite(request<Cart>({ domain: 'mall', method: 'PUT', path: '/web/app/cart-item/quantity', data: body }), CART_CHANGED)

// marks nothing: which lines are selected shows only on the cart screen, which shows the cart this answers (use-cart); the count and the orders stay as they were
export const selectCartItems = (ids: number[], selected: boolean) =>
  request<Cart>({ domain: 'mall', method: 'PUT', path: '/web/app/cart-item/select', data: { ids, selected } })

export const deleteCartItems = (ids: number[]) =>
  afterWrite(request<{ count: number }>({ domain: 'mall', method: 'DELETE', path: '/web/app/cart-item', data: { ids } }), CART_CHANGED)

// Orders: every write marks the cart, the points, the coupons and the orders as changed.
const ORDERS = '/api/v1/app/orders'
const orderWrite = <T>(call: Promise<T>) => afterWrite(call, CART_CHANGED, ORDERS_CHANGED, MY_COUPONS_CHANGED, POINTS_CHANGED)

/** Prices the lines for the confirm page: stock, limits, flash prices, my coupons and points. */
// marks nothing: a read sent as POST (the lines in its body), read through the cache by the confirm page; it changes nothing
export const confirmOrder = (body: OrderConfirmBody) =>
  request<OrderConfirm>({ domain: 'mall', method: 'POST', path: `${ORDERS}/confirm`, data: body })

/**
 * Creates the order once per `requestId` (a retry after a time-out gets the same order back).
 * Refusals (stock gone, coupon used elsewhere, points short, price changed) answer 409 with
 * the reason, which the page shows beside what was typed.
 */
export const submitOrder = (body: OrderSubmitBody) =>
  orderWrite(request<Order>({ domain: 'mall', method: 'POST', path: ORDERS, data: body, toast: false }))

export const getOrders = (query: OrderListQuery) =>
  request<Page<OrderSummary>>({ domain: 'mall', path: ORDERS, query, toast: false })

export const getOrder = (id: number) => request<Order>({ domain: 'mall', path: `${ORDERS}/${id}` })

/**
 * Cancels an unpaid order (its stock, points and coupon come back) or a paid one not shipped
 * yet, refunded at once (order/refund.ts: points, then cash; the coupon while valid). A repeat
 * answers the closed order; shipped or received ones are refused (409: after-sale instead).
 */
export const cancelOrder = (id: number) => orderWrite(request<Order>({ domain: 'mall', method: 'POST', path: `${ORDERS}/${id}/cancel` }))

export const receiveOrder = (id: number) => orderWrite(request<Order>({ domain: 'mall', method: 'POST', path: `${ORDERS}/${id}/receive` }))

/** Deletes a closed order (the server refuses any other): it leaves the lists and its detail answers 404. */
export const deleteOrder = (id: number) =>
  afterWrite(request<{ id: number }>({ domain: 'mall', method: 'DELETE', path: `${ORDERS}/${id}` }), ORDERS_CHANGED)

/** WeChat Pay's parameters for requestPayment (the mini-program). */
// marks nothing: it asks for a payment, which changes nothing until paid; payOrder marks the orders and points once it settles (order/pay.ts)
export const getPayTicket = (id: number) => request<PayTicket>({ domain: 'mall', method: 'POST', path: `${ORDERS}/${id}/pay` })

/** H5: the server's parameters for the channel of the phone's context (shared/payment decides it). */
// marks nothing: like getPayTicket, a payment changes nothing until WeChat says it is paid; payOrder marks then
export const getH5PayTicket = (id: number, body: H5PayBody) =>
  request<H5PayTicket>({ domain: 'mall', method: 'POST', path: `${ORDERS}/${id}/pay/h5`, data: body })

/** The code WeChat's OAuth came back with: the server keeps the user's openid for JSAPI payments. */
// marks nothing: the openid is the server's alone; no screen shows it
export const bindWechatOpenId = (code: string) =>
  request<{ bound: boolean }>({ domain: 'mall', method: 'POST', path: '/api/v1/app/pay/wechat/openid', data: { code } })

/** The development payment (the development tenant only; the server refuses it for any other). */
export const devPayOrder = (id: number) => orderWrite(request<Order>({ domain: 'mall', method: 'POST', path: `${ORDERS}/${id}/dev-pay` }))

// After-sale (order/after-sale.ts holds the rules). The user's writes mark the orders, under which
// the requests are filed (keys.ts): the order's detail, the lists and mine's counts read again.
const AFTER_SALES_PATH = '/api/v1/app/after-sales'

export const getAfterSales = (query: AfterSaleListQuery) =>
  request<Page<AfterSaleSummary>>({ domain: 'mall', path: AFTER_SALES_PATH, query, toast: false })

export const getAfterSale = (id: number) => request<AfterSale>({ domain: 'mall', path: `${AFTER_SALES_PATH}/${id}` })

/**
 * Asks for a refund, a return or an exchange of one order line, once per `requestId`. Refusals
 * (an open request on the line, past the window, an amount beyond the rule) answer 4xx with the
 * reason, shown beside what was typed.
 */
export const createAfterSale = (body: AfterSaleCreateBody, requestId: string) =>
  afterWrite(request<AfterSale>({ domain: 'mall', method: 'POST', path: AFTER_SALES_PATH, data: body, requestId, toast: false }), ORDERS_CHANGED)

/** Withdraws a request still waiting for the merchant or for the goods to be sent back. */
export const cancelAfterSale = (id: number) =>
  afterWrite(request<AfterSale>({ domain: 'mall', method: 'POST', path: `${AFTER_SALES_PATH}/${id}/cancel` }), ORDERS_CHANGED)

/** The return is on its way: the user's carrier and number. */
export const shipAfterSaleReturn = (id: number, body: ReturnShipment) =>
  afterWrite(request<AfterSale>({ domain: 'mall', method: 'POST', path: `${AFTER_SALES_PATH}/${id}/return`, data: body, toast: false }), ORDERS_CHANGED)
