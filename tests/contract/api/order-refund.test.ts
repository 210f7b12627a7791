// cancelOrder on a paid order not shipped yet, as the app calls it against the dev API server:
// refunded at once as the app's refund rule says (the confirmation's figures), a repeat safe,
// shipped and others' orders refused with the reason the request layer toasts.
import { cancelOrder, devPayOrder, getOrder } from '@/features/mall/api'
import { fullRefund } from '@/features/mall/order/refund'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('a paid order cancelled before shipping comes back closed with the refund the confirmation promised', async () => {
  const paid = await devPayOrder(3001)
  expect(paid.status).toBe('toShip')
  const promised = fullRefund(paid, Date.now())
  expect(promised).toMatchObject({ points: 200, cash: paid.cash, coupon: 'back' })
  const closed = await cancelOrder(3001)
  expect(closed).toMatchObject({
    status: 'closed', closeReason: '用户取消，已退款',
    refund: { points: promised.points, cash: promised.cash, couponReturned: true },
  })
  expect(await getOrder(3001)).toEqual(closed)
  expect(await cancelOrder(3001)).toEqual(closed)
  expect(api.toasts).toEqual([])
})

test('a shipped order and someone else\'s are refused, with the reason toasted', async () => {
  await expect(cancelOrder(3003)).rejects.toMatchObject({ status: 409, message: '订单已发货，请确认收货后申请售后' })
  const other = await api.send({ method: 'POST', path: '/mall/api/v1/app/orders/3002/cancel', token: 'dev-token-2' })
  expect(other.json).toMatchObject({ status: 404, message: '订单不存在' })
  expect(api.toasts).toEqual(['订单已发货，请确认收货后申请售后'])
})
