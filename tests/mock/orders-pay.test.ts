// Paying and moving orders on the dev API server: the development payment (refused for a
// production tenant), WeChat Pay's ticket and notification, shipping and receiving. Every
// move goes through the app's status table; one it refuses answers 409 with the status now.
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'
const post = (path: string, json?: unknown, headers?: Record<string, string>) => srv.send({ method: 'POST', path, json, token: T, headers })
const admin = (path: string, json?: unknown) => srv.send({ method: 'POST', path, json })

test('the development payment marks an unpaid order paid, once, and a production tenant refuses it', async () => {
  const refused = await post(`${ORDERS}/3001/dev-pay`, undefined, { 'tenant-id': '100002' })
  expect(refused.json).toMatchObject({ status: 403, message: '开发支付仅限开发环境' })
  const paid = await post(`${ORDERS}/3001/dev-pay`)
  expect(paid.json.data).toMatchObject({ status: 'toShip', payDeadline: null })
  expect(paid.json.data.paidAt).not.toBeNull()
  expect((await post(`${ORDERS}/3001/dev-pay`)).json).toMatchObject({ status: 409, message: '订单状态已变化，当前为「待发货」' })
})

test('pay ticket, then WeChat\'s notification for that prepay id marks the order paid', async () => {
  const ticket = (await post(`${ORDERS}/3001/pay`)).json.data
  expect(ticket).toMatchObject({ orderId: 3001, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx[0-9a-f]{32}$/) })
  expect(ticket.timeStamp).toMatch(/^\d{10}$/)
  const other = (await post(`${ORDERS}/3001/pay`)).json.data
  expect(other.package).not.toBe(ticket.package)
  // Only the latest ticket's prepay id is the order's.
  expect((await admin('/__admin/wechat-pay/notify', { package: ticket.package })).json).toMatchObject({ status: 404, message: '支付单不存在' })
  const paid = await admin('/__admin/wechat-pay/notify', { package: other.package })
  expect(paid.json.data).toMatchObject({ id: 3001, status: 'toShip' })
  // WeChat repeats notifications: a repeat answers the paid order again.
  expect((await admin('/__admin/wechat-pay/notify', { package: other.package })).json.data.status).toBe('toShip')
  expect((await post(`${ORDERS}/3002/pay`)).json).toMatchObject({ status: 409, message: '订单状态已变化，当前为「待发货」' })
})

test('the back office ships, the buyer receives; moves out of turn are refused', async () => {
  expect((await post(`${ORDERS}/3002/receive`)).json).toMatchObject({ status: 409, message: '订单状态已变化，当前为「待发货」' })
  const shipped = await admin('/__admin/orders/3002/ship', { carrier: '京东物流', trackingNo: 'JD0012345678' })
  expect(shipped.json.data).toMatchObject({ status: 'shipped', shipment: { carrier: '京东物流', trackingNo: 'JD0012345678' } })
  expect((await admin('/__admin/orders/3002/ship', { carrier: '京东物流', trackingNo: 'JD0012345678' })).status).toBe(409)
  const received = await post(`${ORDERS}/3002/receive`)
  expect(received.json.data).toMatchObject({ status: 'completed' })
  expect(received.json.data.receivedAt).not.toBeNull()
  expect((await admin('/__admin/orders/999/ship', { carrier: '顺丰速运', trackingNo: 'SF0000000001' })).status).toBe(404)
  expect((await admin('/__admin/orders/3003/ship', { carrier: '顺丰速运', trackingNo: '!' })).json.status).toBe(400)
})

test('stock can be set for a SKU; an unknown SKU is 404', async () => {
  expect((await admin('/__admin/mall/skus/100301/stock', { stock: 3 })).json.data).toEqual({ skuId: 100301, stockQuantity: 3 })
  expect((await admin('/__admin/mall/skus/1/stock', { stock: 3 })).status).toBe(404)
})
