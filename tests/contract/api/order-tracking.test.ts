// The delivery calls against the dev API server as the app makes them: the order's detail
// carries the carrier's events newest first (one read), and deleteOrder removes a closed
// order, with the refusals the app toasts.
import { setToken } from '@/core/session'
import { deleteOrder, getOrder, getOrders } from '@/features/mall/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const admin = (path: string, json?: unknown) => api.send({ method: 'POST', path, json })

test('the detail of a shipped order lists the carrier\'s events newest first, the new one on top after an advance', async () => {
  const before = (await getOrder(3003)).shipment!
  expect(before.tracking.map((e) => e.state)).toEqual(['运输中', '运输中', '已揽收'])
  expect(before.tracking[0]).toEqual({ time: expect.stringMatching(/\+08:00$/), state: '运输中', place: '上海市', text: '快件已到达上海转运中心' })

  expect((await admin('/__admin/orders/3003/tracking/advance')).status).toBe(200)
  const after = (await getOrder(3003)).shipment!
  expect(after.tracking.map((e) => e.state)).toEqual(['派送中', '运输中', '运输中', '已揽收'])
  expect(after.tracking.slice(1)).toEqual(before.tracking)
})

test('an order shipped through the back office starts with 已揽收', async () => {
  await admin('/__admin/orders/3002/ship', { carrier: '顺丰速运', trackingNo: 'SF1402367899999' })
  const shipment = (await getOrder(3002)).shipment!
  expect(shipment).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF1402367899999' })
  expect(shipment.tracking.map((e) => e.state)).toEqual(['已揽收'])
})

test('deleteOrder removes a closed order from the list; its detail is then not found', async () => {
  expect(await deleteOrder(3005)).toEqual({ id: 3005 })
  expect((await getOrders({ pageNo: 1, pageSize: 50 })).list.map((o) => o.id)).not.toContain(3005)
  await expect(getOrder(3005)).rejects.toMatchObject({ status: 404, message: '订单不存在' })
})

test('deleting an order that is not closed is refused with its status, toasted once; another user\'s is not found', async () => {
  await expect(deleteOrder(3003)).rejects.toMatchObject({ status: 409, message: '只能删除已关闭的订单，该订单当前为「待收货」' })
  expect(api.toasts).toEqual(['只能删除已关闭的订单，该订单当前为「待收货」'])
  setToken('dev-token-2')
  await expect(deleteOrder(3005)).rejects.toMatchObject({ status: 404 })
  setToken('dev-token')
  expect((await getOrder(3005)).status).toBe('closed')
})
