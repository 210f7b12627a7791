// Mine's 我的订单 counts against the dev API server: one per tab of the order list (待收货 is the
// tab `shipped`), my orders only, and they move with the order writes.
import { getOrders, receiveOrder } from '@/features/mall/api'
import { getOrderCounts } from '@/features/mall/order-counts-api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

test('each tab\'s status is counted, as many as the list\'s tab holds', async () => {
  const counts = await getOrderCounts()
  // The dev user's seed: 3001 unpaid, 3002 toShip, 3003 shipped, 3007 afterSale (and completed, closed ones not counted).
  expect(counts).toEqual({ unpaid: 1, toShip: 1, toReceive: 1, afterSale: 1 })
  const listed = await Promise.all((['unpaid', 'toShip', 'shipped', 'afterSale'] as const).map((status) => getOrders({ pageNo: 1, pageSize: 10, status })))
  expect(listed.map((p) => p.total)).toEqual([counts!.unpaid, counts!.toShip, counts!.toReceive, counts!.afterSale])
})

test('a write moves an order from one count to another', async () => {
  await receiveOrder(3003)
  expect(await getOrderCounts()).toEqual({ unpaid: 1, toShip: 1, toReceive: 0, afterSale: 1 })
  const ship = await api.send({ method: 'POST', path: '/__admin/orders/3002/ship', json: { carrier: '顺丰速运', trackingNo: 'SF1402367899999' } })
  expect(ship.status).toBe(200)
  expect(await getOrderCounts()).toEqual({ unpaid: 1, toShip: 0, toReceive: 1, afterSale: 1 })
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
