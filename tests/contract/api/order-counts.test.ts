// Mine's 我的订单 counts against the dev API server: one per tab of the order list (待收货 is the
// tab `shipped`; 售后: my after-sale requests still being handled), mine only, and they move with
// the order and after-sale writes.
import { cancelAfterSale, getAfterSales, getOrders, receiveOrder } from '@/features/mall/api'
import { isOpen } from '@/features/mall/order/after-sale'
import { getOrderCounts } from '@/features/mall/order-counts-api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('each tab\'s status is counted, as many as the list\'s tab holds', async () => {
  const counts = await getOrderCounts()
  // The dev user's seed: 3001 unpaid, 3002 toShip, 3003 shipped (completed, closed ones not counted);
  // request 5001 (3007's return) on its way back, 5002 refused (not counted).
  expect(counts).toEqual({ unpaid: 1, toShip: 1, toReceive: 1, afterSale: 1 })
  const listed = await Promise.all((['unpaid', 'toShip', 'shipped'] as const).map((status) => getOrders({ pageNo: 1, pageSize: 10, status })))
  expect(listed.map((p) => p.total)).toEqual([counts!.unpaid, counts!.toShip, counts!.toReceive])
  const requests = await getAfterSales({ pageNo: 1, pageSize: 10 })
  expect(requests.list.filter((r) => isOpen(r.status)).map((r) => r.id)).toEqual([5001])
})

test('a write moves an order from one count to another', async () => {
  await receiveOrder(3003)
  expect(await getOrderCounts()).toEqual({ unpaid: 1, toShip: 1, toReceive: 0, afterSale: 1 })
  const ship = await api.send({ method: 'POST', path: '/__admin/orders/3002/ship', json: { carrier: '顺丰速运', trackingNo: 'SF1402367899999' } })
  expect(ship.status).toBe(200)
  expect(await getOrderCounts()).toEqual({ unpaid: 1, toShip: 0, toReceive: 1, afterSale: 1 })
})

test('售后 counts the requests still being handled: a new one adds, a withdrawn one leaves', async () => {
  const ask = await api.send({
    method: 'POST', path: '/mall/api/v1/app/after-sales', token: 'dev-token',
    json: { orderId: 3002, skuId: 100401, kind: 'refund', quantity: 1, reason: '不想要了', description: '', photos: [], points: 0, cash: 0 },
  })
  expect(ask.status).toBe(200)
  expect(await getOrderCounts()).toEqual({ unpaid: 1, toShip: 1, toReceive: 1, afterSale: 2 })
  await cancelAfterSale(ask.json.data.id)
  expect((await getOrderCounts())!.afterSale).toBe(1)
})

test('another user\'s orders are not counted', async () => {
  setToken('dev-token-2')
  expect(await getOrderCounts()).toEqual({ unpaid: 0, toShip: 0, toReceive: 0, afterSale: 0 })
})

test('without a token 401; a failure rejects with no toast (mine shows the row without counts)', async () => {
  const raw = await api.send({ method: 'GET', path: '/mall/api/v1/app/orders/counts' })
  expect(raw.status).toBe(401)
  await api.send({ method: 'POST', path: '/__faults', json: { method: 'GET', path: '/mall/api/v1/app/orders/counts', status: 500, times: 1 } })
  await expect(getOrderCounts()).rejects.toMatchObject({ status: 500 })
  expect(api.toasts).toEqual([])
})
