// The mall's order calls against the dev API server: the confirm page's figures priced with
// the app's own rules, submit once per requestId, list and detail, cancel, receive, the pay
// ticket and the development payment, with the server's refusals as the app receives them.
import {
  cancelOrder, confirmOrder, devPayOrder, getOrder, getOrders, getPayTicket, receiveOrder, submitOrder,
} from '@/features/mall/api'
import { bestCoupon, judgeCoupon, orderAmounts, pointsRange } from '@/features/mall/order/pricing'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('confirm then submit with the app\'s pricing: the server charges what the page shows', async () => {
  const lines = [{ skuId: 100201, quantity: 1 }, { skuId: 100301, quantity: 1 }]
  const page = await confirmOrder({ lines, source: 'cart' })
  expect(page.lines.every((l) => l.problem === null)).toBe(true)
  expect(page.lines[1]).toMatchObject({ flashSale: true, unitPrice: 13930 })
  const now = Date.parse(page.now)
  const coupon = bestCoupon(page.coupons, page.lines, now)
  expect(coupon?.userCouponId).toBe(2) // 无门槛 100 yuan beats 满199减20
  const range = pointsRange(page.lines, judgeCoupon(coupon!, page.lines, now).discount, page.pointRatio, page.pointBalance)
  const amounts = orderAmounts(page.lines, coupon, range.max, page.pointRatio, page.pointBalance, now)
  const body = { requestId: 'contract-order-1', lines, source: 'cart' as const, addressId: 1, userCouponId: coupon!.userCouponId, points: amounts.points, remark: '', expectedCash: amounts.cash }
  const order = await submitOrder(body)
  expect(order).toMatchObject({ status: 'unpaid', cash: amounts.cash, points: amounts.points, discount: 10000 })
  expect((await submitOrder(body)).id).toBe(order.id)
  expect((await getOrders({ pageNo: 1, pageSize: 10, status: 'unpaid' })).list.map((o) => o.id)).toEqual([order.id, 3001])
})

test('a changed price is refused with the reason, no toast (the page shows it)', async () => {
  const body = { requestId: 'contract-order-2', lines: [{ skuId: 100201, quantity: 1 }], source: 'buy' as const, addressId: 1, points: 100, remark: '', expectedCash: 1 }
  await expect(submitOrder(body)).rejects.toMatchObject({ status: 409, message: '价格已变化，请重新确认' })
  expect(api.toasts).toEqual([])
})

test('detail, pay ticket, development payment, cancel and receive', async () => {
  expect((await getOrder(3003)).shipment).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF1402367812345' })
  const ticket = await getPayTicket(3001)
  expect(ticket).toMatchObject({ orderId: 3001, signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) })
  expect((await devPayOrder(3001)).status).toBe('toShip')
  expect((await receiveOrder(3003)).status).toBe('completed')
})

test('cancel an unpaid order', async () => {
  expect(await cancelOrder(3001)).toMatchObject({ status: 'closed', closeReason: '用户取消' })
})

test('someone else\'s order is not found', async () => {
  const other = await api.send({ method: 'GET', path: '/mall/api/v1/app/orders/3001', token: 'dev-token-2' })
  expect(other.json).toMatchObject({ status: 404, message: '订单不存在' })
})
