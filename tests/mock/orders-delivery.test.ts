// Delivery on the dev API server: the carrier's events (seeded, the first one on shipping, the
// next ones through the admin route until 已签收), newest first in the order's detail; and
// deleting a closed order, which leaves the buyer's lists and detail and is refused otherwise.
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'
const get = (path: string, token = 'dev-token') => srv.send({ method: 'GET', path, token })
const del = (path: string, token = 'dev-token') => srv.send({ method: 'DELETE', path, token })
const admin = (path: string, json?: unknown) => srv.send({ method: 'POST', path, json })
const advance = (id: number) => admin(`/__admin/orders/${id}/tracking/advance`)
const states = (shipment: { tracking: { state: string }[] }) => shipment.tracking.map((e) => e.state)
const times = (shipment: { tracking: { time: string }[] }) => shipment.tracking.map((e) => Date.parse(e.time))

test('the seeded shipped order has three events, newest first, after it shipped and before now', async () => {
  const order = (await get(`${ORDERS}/3003`)).json.data
  expect(states(order.shipment)).toEqual(['运输中', '运输中', '已揽收'])
  expect(order.shipment.tracking[2].text).toContain('顺丰速运')
  const at = times(order.shipment)
  expect([...at].sort((a, b) => b - a)).toEqual(at)
  expect(at[2]).toBeGreaterThan(Date.parse(order.shippedAt))
  expect(at[0]).toBeLessThan(Date.now())
  // The completed order was signed for before it was received.
  const done = (await get(`${ORDERS}/3004`)).json.data
  expect(states(done.shipment)).toEqual(['已签收', '派送中', '运输中', '运输中', '已揽收'])
  expect(times(done.shipment)[0]).toBeLessThan(Date.parse(done.receivedAt))
})

test('shipping starts the events with 已揽收; each advance adds the next on top until 已签收, then 409', async () => {
  const shipped = (await admin('/__admin/orders/3002/ship', { carrier: '京东物流', trackingNo: 'JD0012345678' })).json.data
  expect(shipped.shipment).toMatchObject({ carrier: '京东物流', trackingNo: 'JD0012345678' })
  expect(states(shipped.shipment)).toEqual(['已揽收'])
  expect(shipped.shipment.tracking[0]).toMatchObject({ place: '深圳市', text: expect.stringContaining('京东物流') })

  const next = (await advance(3002)).json.data
  expect(states(next)).toEqual(['运输中', '已揽收'])
  for (let i = 0; i < 3; i += 1) expect((await advance(3002)).status).toBe(200)
  const detail = (await get(`${ORDERS}/3002`)).json.data
  expect(states(detail.shipment)).toEqual(['已签收', '派送中', '运输中', '运输中', '已揽收'])
  // Signed for is not received: the buyer still confirms.
  expect(detail.status).toBe('shipped')

  expect((await advance(3002)).json).toMatchObject({ status: 409, message: '快件已签收，没有新的物流信息' })
  expect(states((await get(`${ORDERS}/3002`)).json.data.shipment)).toHaveLength(5)
})

test('advancing an order not shipped is 409, an unknown one 404, a bad id 400', async () => {
  expect((await advance(3001)).json).toMatchObject({ status: 409, message: '订单尚未发货，没有物流信息' })
  expect((await advance(999)).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await admin('/__admin/orders/abc/tracking/advance')).status).toBe(400)
})

test('a closed order deleted leaves the lists and its detail; a second delete finds nothing', async () => {
  expect((await del(`${ORDERS}/3005`)).json).toMatchObject({ status: 200, data: { id: 3005 } })
  const all = (await get(`${ORDERS}?pageNo=1&pageSize=50`)).json.data
  expect(all.list.map((o: { id: number }) => o.id)).toEqual([3001, 3002, 3003, 3004, 3006, 3007])
  expect(all.total).toBe(6)
  expect((await get(`${ORDERS}?status=closed`)).json.data.total).toBe(0)
  expect((await get(`${ORDERS}/3005`)).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await del(`${ORDERS}/3005`)).json).toMatchObject({ status: 404, message: '订单不存在' })
})

test('an order not closed cannot be deleted (409 naming its status); another user\'s is 404; nothing changes', async () => {
  expect((await del(`${ORDERS}/3001`)).json).toMatchObject({ status: 409, message: '只能删除已关闭的订单，该订单当前为「待付款」' })
  expect((await del(`${ORDERS}/3004`)).json).toMatchObject({ status: 409, message: '只能删除已关闭的订单，该订单当前为「已完成」' })
  expect((await del(`${ORDERS}/3005`, 'dev-token-2')).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await get(`${ORDERS}?pageNo=1&pageSize=50`)).json.data.total).toBe(7)
  expect((await get(`${ORDERS}/3005`)).json.data.status).toBe('closed')
})

test('a cancelled order can be deleted too (closed by the user)', async () => {
  await srv.send({ method: 'POST', path: `${ORDERS}/3001/cancel`, token: 'dev-token' })
  expect((await del(`${ORDERS}/3001`)).json.status).toBe(200)
  expect((await get(`${ORDERS}/3001`)).status).toBe(404)
})
