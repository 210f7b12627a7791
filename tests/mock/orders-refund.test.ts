// A paid order not shipped yet, cancelled by its user on the dev API server: refunded at once by
// the app's refund rule (points back with a record 订单退款, the cash recorded, the stock, the
// coupon while still valid), closed, and safe to repeat. Shipped, received, another user's and
// unknown orders are refused.
import type { Order, OrderSubmitBody, UserCoupon } from '@api/mall'
import type { PointRecord } from '@api/user'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'

const get = (path: string, query: Record<string, unknown> = {}, token = T) => srv.send({ method: 'GET', path, query, token })
const post = (path: string, json?: unknown, token = T) => srv.send({ method: 'POST', path, json, token })
const balance = async () => (await get('/user/web/point/consumer/detail')).json.data.point as number
const records = async () => (await get('/user/web/point/consumer/records', { pageNo: 1, pageSize: 5 })).json.data.list as PointRecord[]
const unusedCoupons = async () => ((await get('/mall/api/v1/app/coupons/mine', { status: 1, pageSize: 50 })).json.data.list as UserCoupon[]).map((c) => c.userCouponId)
const stockOf = async (itemId: number, skuId: number) =>
  ((await get(`/mall/api/v1/app/item/items/${itemId}/extra`, {}, '')).json.data.skus as { skuId: number; stockQuantity: number }[]).find((s) => s.skuId === skuId)!.stockQuantity
const pay = async (id: number) => (await post(`${ORDERS}/${id}/dev-pay`)).json.data as Order
const cancel = (id: number, token = T) => post(`${ORDERS}/${id}/cancel`, undefined, token)

/** One 星驰真皮座椅套 (1299 yuan) with 满199减20 (user coupon 1, valid 30 days) and 1000 points: 1269 yuan in cash. */
const SEAT_COVER: OrderSubmitBody = {
  requestId: 'test-refund-seat-1', lines: [{ skuId: 100201, quantity: 1 }], source: 'buy',
  addressId: 1, userCouponId: 1, points: 1000, remark: '', expectedCash: 126900,
}

test('the seeded unpaid order, paid then cancelled: points, cash, coupon and stock come back, the order closes with its refund', async () => {
  // 3001 holds one 100201, 200 points and user coupon 3 (valid for 30 more days).
  const paid = await pay(3001)
  expect(paid).toMatchObject({ status: 'toShip', points: 200 })
  expect(paid.cash).toBeGreaterThan(0)
  const before = { balance: await balance(), stock: await stockOf(1002, 100201), coupons: await unusedCoupons() }
  expect(before.coupons).not.toContain(3)

  const res = await cancel(3001)
  expect(res.status).toBe(200)
  const closed = res.json.data as Order
  expect(closed).toMatchObject({ status: 'closed', closeReason: '用户取消，已退款', refund: { points: 200, cash: paid.cash, couponReturned: true } })
  expect(closed.refund!.refundedAt).toBe(closed.closedAt)
  expect(await balance()).toBe(before.balance + 200)
  expect((await records())[0]).toMatchObject({ change: 200, balance: before.balance + 200, reason: `订单退款 ${paid.orderNo}` })
  expect(await unusedCoupons()).toContain(3)
  expect(await stockOf(1002, 100201)).toBe(before.stock + 1)
  // The detail and the list show it closed, with the refund.
  expect((await get(`${ORDERS}/3001`)).json.data).toMatchObject({ status: 'closed', refund: { points: 200, cash: paid.cash } })
  expect((await get(ORDERS, { status: 'closed' })).json.data.list.map((o: Order) => o.id)).toContain(3001)
})

test('a repeat answers the closed order as it is and refunds nothing twice', async () => {
  await pay(3001)
  const first = (await cancel(3001)).json.data as Order
  const after = { balance: await balance(), coupons: await unusedCoupons(), stock: await stockOf(1002, 100201) }
  const again = await cancel(3001)
  expect(again.status).toBe(200)
  expect(again.json.data).toEqual(first)
  expect({ balance: await balance(), coupons: await unusedCoupons(), stock: await stockOf(1002, 100201) }).toEqual(after)
})

test('cash only (seeded 3002, no points, no coupon): the cash is recorded, no point record, no coupon', async () => {
  const seeded = (await get(`${ORDERS}/3002`)).json.data as Order
  expect(seeded).toMatchObject({ status: 'toShip', points: 0, coupon: null })
  const stock = await stockOf(1004, 100401)
  const points = await balance()
  const lastRecord = (await records())[0]
  const closed = (await cancel(3002)).json.data as Order
  expect(closed.refund).toMatchObject({ points: 0, cash: seeded.cash, couponReturned: false })
  expect(await balance()).toBe(points)
  expect((await records())[0]).toEqual(lastRecord)
  expect(await stockOf(1004, 100401)).toBe(stock + 2)
})

test('a coupon past its validity by the time of the refund stays used; the points still come back', async () => {
  const order = (await post(ORDERS, SEAT_COVER)).json.data as Order
  expect(order.coupon).toMatchObject({ userCouponId: 1, validTo: expect.any(String) })
  await pay(order.id)
  // User coupon 1 is valid for 30 days from the seed. (The seeded unpaid 3001 runs out meanwhile and gives its points back.)
  expect((await srv.send({ method: 'POST', path: '/__admin/clock', json: { advanceDays: 31 } })).status).toBe(200)
  const points = await balance()
  const closed = (await cancel(order.id)).json.data as Order
  expect(closed.refund).toMatchObject({ points: 1000, cash: 126900, couponReturned: false })
  expect(await balance()).toBe(points + 1000)
  expect(await unusedCoupons()).not.toContain(1)
})

test('shipped, received, another user\'s and unknown orders are refused and nothing changes', async () => {
  const points = await balance()
  expect((await cancel(3003)).json).toMatchObject({ status: 409, message: '订单已发货，请确认收货后申请售后' })
  expect((await cancel(3004)).json).toMatchObject({ status: 409, message: '订单已完成，如需退款请申请售后' })
  expect((await cancel(3007)).json).toMatchObject({ status: 409, message: '订单已完成，如需退款请申请售后' })
  expect((await cancel(3002, 'dev-token-2')).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await cancel(999999)).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await get(`${ORDERS}/3002`)).json.data.status).toBe('toShip')
  expect((await get(`${ORDERS}/3003`)).json.data.status).toBe('shipped')
  expect(await balance()).toBe(points)
})

test('an order shipped after it was paid can no longer be cancelled', async () => {
  await pay(3001)
  await srv.send({ method: 'POST', path: '/__admin/orders/3001/ship', json: { carrier: '顺丰速运', trackingNo: 'SF1402367899999' } })
  expect((await cancel(3001)).json).toMatchObject({ status: 409, message: '订单已发货，请确认收货后申请售后' })
})
