// After-sale on the dev API server: the rules a request is judged by (the app's own
// order/after-sale.ts), and the merchant's admin steps that carry it to its end: points back in
// the balance, stock back, the order closed and its coupon back once everything is refunded.
import type { AfterSale, AfterSaleCreateBody, AfterSaleSummary, Order, OrderSubmitBody, UserCoupon } from '@api/mall'
import type { PointRecord } from '@api/user'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'
const AS = '/mall/api/v1/app/after-sales'

const get = (path: string, query: Record<string, unknown> = {}, token = T) => srv.send({ method: 'GET', path, query, token })
const post = (path: string, json?: unknown, token = T) => srv.send({ method: 'POST', path, json, token })
const admin = (id: number, step: 'approve' | 'refuse' | 'receive' | 'refund', json?: unknown) => post(`/__admin/after-sales/${id}/${step}`, json, '')
const order = async (id: number) => (await get(`${ORDERS}/${id}`)).json.data as Order
const request = async (id: number) => (await get(`${AS}/${id}`)).json.data as AfterSale
const counts = async () => (await get(`${ORDERS}/counts`)).json.data as { afterSale: number; toShip: number }
const balance = async () => (await get('/user/web/point/consumer/detail')).json.data.point as number
const lastRecord = async () => ((await get('/user/web/point/consumer/records', { pageNo: 1, pageSize: 1 })).json.data.list as PointRecord[])[0]
const unusedCoupons = async () => ((await get('/mall/api/v1/app/coupons/mine', { status: 1, pageSize: 50 })).json.data.list as UserCoupon[]).map((c) => c.userCouponId)
const stockOf = async (itemId: number, skuId: number) =>
  ((await get(`/mall/api/v1/app/item/items/${itemId}/extra`, {}, '')).json.data.skus as { skuId: number; stockQuantity: number }[]).find((s) => s.skuId === skuId)!.stockQuantity

/** A request for the order's first line, all its units, asking for everything the order was paid. */
const ask = (o: Order, change: Partial<AfterSaleCreateBody> = {}, token = T) =>
  post(AS, {
    orderId: o.id, skuId: o.lines[0].skuId, kind: 'return', quantity: o.lines[0].quantity, reason: '商品质量问题',
    description: '', photos: [], points: o.points, cash: o.cash, ...change,
  }, token)

/** One 星驰真皮座椅套 with 满199减20 (user coupon 1) and 1000 points, paid and shipped now. */
async function shippedSeatCover(): Promise<Order> {
  const body: OrderSubmitBody = {
    requestId: 'test-after-sale-seat-1', lines: [{ skuId: 100201, quantity: 1 }], source: 'buy',
    addressId: 1, userCouponId: 1, points: 1000, remark: '', expectedCash: 126900,
  }
  const placed = (await post(ORDERS, body)).json.data as Order
  await post(`${ORDERS}/${placed.id}/dev-pay`)
  expect((await post(`/__admin/orders/${placed.id}/ship`, { carrier: '顺丰速运', trackingNo: 'SF1402367800009' }, '')).status).toBe(200)
  return order(placed.id)
}

test('the seed: 3007 completed with its return 5001 on the way back, 3004 with the refused 5002; the list newest first', async () => {
  const o = await order(3007)
  expect(o).toMatchObject({ status: 'completed', afterSales: [{ id: 5001, kind: 'return', status: 'returning', quantity: 1, cash: o.cash }] })
  expect(o.lines[0].returnable).toBe(true)
  const r = await request(5001)
  expect(r).toMatchObject({ orderId: 3007, status: 'returning', returnShipment: { carrier: '圆通速递' }, returnAddress: { receiverName: '星驰商城售后部' } })
  expect(r.photos).toHaveLength(2)
  expect(r.timeline.map((e) => e.kind)).toEqual(['returnShipped', 'approved', 'submitted'])
  expect(r.timeline.map((e) => e.time)).toEqual([...r.timeline.map((e) => e.time)].sort().reverse())
  expect(r.timeline[2].text).toBe(`退货退款 · 商品质量问题 · 退款 ¥${(o.cash / 100).toFixed(2)}`)
  expect(await request(5002)).toMatchObject({ orderId: 3004, status: 'refused', refuseReason: expect.stringContaining('签收时未反馈') })
  const list = (await get(AS, { pageNo: 1, pageSize: 10 })).json.data
  expect(list.list.map((a: AfterSaleSummary) => a.id)).toEqual([5002, 5001])
  expect((await counts()).afterSale).toBe(1)
})

test('refused, each with its reason, and nothing is created', async () => {
  const shipped = await order(3003)
  const toShip = await order(3002)
  const cases: [Promise<{ json: { status: number; message: string } }>, number, string][] = [
    [ask(shipped, { cash: shipped.cash + 1 }), 400, '退款金额超出可退金额'],
    [ask(shipped, { kind: 'refund', reason: '不想要了' }), 409, '该商品当前不能申请仅退款，可申请：退货退款、换货'],
    [ask(await order(3004)), 409, '已超过 7 天售后期限'],
    [ask(shipped, { reason: '随便写的' }), 400, '请选择售后原因'],
    [ask(shipped, { reason: '不想要了' }), 400, '请选择售后原因'],
    [ask(shipped, { kind: 'exchange', reason: '尺码不合适' }), 400, '换货无需退款，退款金额应为 0'],
    [ask(shipped, { quantity: 2 }), 400, '该商品最多可申请 1 件'],
    [ask(shipped, { skuId: 100201 }), 400, '该商品不在此订单中'],
    [ask(toShip, { kind: 'return' }), 409, '该商品当前不能申请退货退款，可申请：仅退款'],
    [ask(await order(3007)), 409, '该商品已有售后申请在处理中'],
    [ask(shipped, {}, 'dev-token-2'), 404, '订单不存在'],
    [ask({ ...shipped, id: 999999 }), 404, '订单不存在'],
  ]
  for (const [res, status, message] of cases) expect((await res).json).toMatchObject({ status, message })
  const photos = Array.from({ length: 7 }, (_, i) => `/static/img/covers/p${i}.svg`)
  expect((await ask(shipped, { photos })).json).toMatchObject({ status: 400, message: '参数 photos 最多 6 项' })
  expect((await ask(shipped, { photos: ['https://tracker.example.com/a.png'] })).json).toMatchObject({ status: 400, message: expect.stringContaining('图片地址不合法') })
  expect((await order(3003)).afterSales).toEqual([])
  expect((await get(AS)).json.data.total).toBe(2)
})

test('a second request for the same line waits until the first ends; a cancelled one frees it, a repeat of the cancel answers it as it is', async () => {
  const shipped = await order(3003)
  const first = await ask(shipped, { photos: ['/static/img/covers/after-sale-test.svg'], description: '  屏幕有坏点  ' })
  expect(first.json.data).toMatchObject({ status: 'pending', kind: 'return', points: 0, cash: shipped.cash, description: '屏幕有坏点', refuseReason: null })
  expect(first.json.data.photos[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/static\/img\/covers\/after-sale-test\.svg$/)
  const id = first.json.data.id as number
  expect((await counts()).afterSale).toBe(2)
  expect((await ask(shipped, { kind: 'exchange', reason: '尺码不合适', points: 0, cash: 0 })).json).toMatchObject({ status: 409, message: '该商品已有售后申请在处理中' })

  const cancelled = (await post(`${AS}/${id}/cancel`)).json.data as AfterSale
  expect(cancelled.status).toBe('cancelled')
  expect(cancelled.timeline.map((e) => e.kind)).toEqual(['cancelled', 'submitted'])
  expect((await post(`${AS}/${id}/cancel`)).json.data).toEqual(cancelled)
  expect((await counts()).afterSale).toBe(1)
  expect((await order(3003)).afterSales).toEqual([expect.objectContaining({ id, status: 'cancelled' })])
  // Less than the rule allows is accepted and refunded as asked.
  expect((await ask(shipped, { cash: 100 })).json.data).toMatchObject({ status: 'pending', cash: 100 })
  // 5001 is on its way back: too late to withdraw.
  expect((await post(`${AS}/5001/cancel`)).json).toMatchObject({ status: 409, message: '售后申请当前为「商品寄回中」，不能撤销' })
})

test('the same Idempotency-Key twice makes one request', async () => {
  const shipped = await order(3003)
  const body = { orderId: 3003, skuId: shipped.lines[0].skuId, kind: 'exchange', quantity: 1, reason: '尺码不合适', description: '', photos: [], points: 0, cash: 0 }
  const send = () => srv.send({ method: 'POST', path: AS, json: body, token: T, headers: { 'Idempotency-Key': 'after-sale-once-1' } })
  const a = await send()
  const b = await send()
  expect(b.json.data).toEqual(a.json.data)
  expect((await get(AS)).json.data.total).toBe(3)
})

test('a return with points and a coupon: approve, the user ships it back, receive, refund: points, stock and coupon back, the order closed', async () => {
  const o = await shippedSeatCover()
  expect(o).toMatchObject({ status: 'shipped', points: 1000, cash: 126900, lines: [{ returnable: true }] })
  const id = (await ask(o)).json.data.id as number
  expect((await post(`${AS}/${id}/return`, { carrier: '圆通速递', trackingNo: 'YT1234567890' })).json)
    .toMatchObject({ status: 409, message: '售后申请当前为「待商家审核」，不能填写退货物流' })

  const approved = (await admin(id, 'approve')).json.data as AfterSale
  expect(approved).toMatchObject({ status: 'toReturn', returnAddress: { receiverName: '星驰商城售后部', mobile: '400-820-8888' } })
  expect(approved.timeline[0]).toMatchObject({ kind: 'approved', title: '商家同意' })
  expect((await admin(id, 'refund')).json).toMatchObject({ status: 409, message: '售后申请当前为「待寄回商品」，不能退款' })
  expect((await post(`${AS}/${id}/return`, { carrier: '圆通速递', trackingNo: 'bad no' })).json).toMatchObject({ status: 400 })

  const shipment = { carrier: '圆通速递', trackingNo: 'YT1234567890' }
  const sent = (await post(`${AS}/${id}/return`, shipment)).json.data as AfterSale
  expect(sent).toMatchObject({ status: 'returning', returnShipment: shipment })
  expect(sent.timeline[0]).toMatchObject({ kind: 'returnShipped', title: '商品已寄回', text: '圆通速递 YT1234567890' })
  expect((await post(`${AS}/${id}/return`, shipment)).json.data).toEqual(sent)
  expect((await post(`${AS}/${id}/return`, { ...shipment, trackingNo: 'YT0000000000' })).json).toMatchObject({ status: 409 })
  expect((await post(`${AS}/${id}/cancel`)).json).toMatchObject({ status: 409, message: '售后申请当前为「商品寄回中」，不能撤销' })

  const received = (await admin(id, 'receive')).json.data as AfterSale
  expect([received.status, received.timeline[0].kind]).toEqual(['toRefund', 'received'])
  const before = { balance: await balance(), stock: await stockOf(1002, 100201), coupons: await unusedCoupons() }
  expect(before.coupons).not.toContain(1)
  const refunded = (await admin(id, 'refund')).json.data as AfterSale
  expect(refunded).toMatchObject({ status: 'refunded', points: 1000, cash: 126900, couponReturned: true })
  expect(refunded.timeline.map((e) => e.kind)).toEqual(['refunded', 'received', 'returnShipped', 'approved', 'submitted'])
  expect(refunded.timeline[0].text).toBe('¥1269.00 + 1000 积分 已原路退回，优惠券已退回')
  expect(await balance()).toBe(before.balance + 1000)
  expect(await lastRecord()).toMatchObject({ change: 1000, reason: `售后退款 ${o.orderNo}` })
  expect(await stockOf(1002, 100201)).toBe(before.stock + 1)
  expect(await unusedCoupons()).toContain(1)
  expect(await order(o.id)).toMatchObject({ status: 'closed', closeReason: '售后退款完成', afterSales: [{ id, status: 'refunded' }] })
  // Everything refunded: the line allows nothing more, and a repeat of the refund pays nothing twice.
  expect((await ask(o)).json).toMatchObject({ status: 409, message: '该商品已全部退款' })
  expect((await admin(id, 'refund')).json).toMatchObject({ status: 409, message: '售后申请当前为「已退款」，不能退款' })
  expect(await balance()).toBe(before.balance + 1000)
})

test('refund only on the unshipped 3002: the order cannot be cancelled or shipped meanwhile; refunded, it closes with its stock back', async () => {
  const o = await order(3002)
  expect(o).toMatchObject({ status: 'toShip', points: 0, lines: [{ quantity: 2 }] })
  const before = { stock: await stockOf(1004, 100401), balance: await balance(), counts: await counts() }
  const id = (await ask(o, { kind: 'refund', reason: '不想要了' })).json.data.id as number
  expect((await counts()).afterSale).toBe(before.counts.afterSale + 1)
  expect((await post(`${ORDERS}/3002/cancel`)).json).toMatchObject({ status: 409, message: '订单有售后申请，请在售后详情中处理' })
  expect((await post('/__admin/orders/3002/ship', { carrier: '顺丰速运', trackingNo: 'SF1402367899999' }, '')).json)
    .toMatchObject({ status: 409, message: '订单有售后申请处理中，请先处理售后' })

  expect((await admin(id, 'approve')).json.data).toMatchObject({ status: 'toRefund', returnAddress: null })
  expect((await admin(id, 'receive')).json).toMatchObject({ status: 409, message: '售后申请当前为「待退款」，不能确认收货' })
  expect((await admin(id, 'refund')).json.data).toMatchObject({ status: 'refunded', cash: o.cash, couponReturned: false })
  expect(await order(3002)).toMatchObject({ status: 'closed', closeReason: '售后退款完成', closedAt: expect.any(String) })
  expect(await stockOf(1004, 100401)).toBe(before.stock + 2)
  expect(await balance()).toBe(before.balance)
  expect(await counts()).toMatchObject({ afterSale: before.counts.afterSale, toShip: before.counts.toShip - 1 })
  // Closed by after-sale, a cancel answers it as it is and refunds nothing more.
  expect((await post(`${ORDERS}/3002/cancel`)).json.data).toMatchObject({ status: 'closed', closeReason: '售后退款完成' })
})

test('one unit at a time: the first gets its share, the last exactly what is left, and only the last closes the order', async () => {
  // 3002: two 车载香氛 paid in cash: the first unit refunds its share, the second the rest.
  const o = await order(3002)
  const one = (await ask(o, { kind: 'refund', reason: '拍错/多拍', quantity: 1, cash: Math.floor(o.cash / 2) })).json.data as AfterSale
  await admin(one.id, 'approve')
  await admin(one.id, 'refund')
  expect((await order(3002)).status).toBe('toShip')
  const rest = o.cash - one.cash
  expect((await ask(o, { kind: 'refund', reason: '拍错/多拍', quantity: 2, cash: rest })).json).toMatchObject({ status: 400, message: '该商品最多可申请 1 件' })
  expect((await ask(o, { kind: 'refund', reason: '拍错/多拍', quantity: 1, cash: rest + 1 })).json).toMatchObject({ status: 400, message: '退款金额超出可退金额' })
  const two = (await ask(o, { kind: 'refund', reason: '拍错/多拍', quantity: 1, cash: rest })).json.data as AfterSale
  await admin(two.id, 'approve')
  await admin(two.id, 'refund')
  expect(await order(3002)).toMatchObject({ status: 'closed', closeReason: '售后退款完成' })
})

test('an exchange: received back, the new goods go out; nothing is refunded and the order stays as it was', async () => {
  const o = await order(3003)
  const points = await balance()
  const id = (await ask(o, { kind: 'exchange', reason: '尺码不合适', points: 0, cash: 0 })).json.data.id as number
  expect((await request(id)).timeline[0].text).toBe('换货 · 尺码不合适 · 换 1 件')
  await admin(id, 'approve')
  await post(`${AS}/${id}/return`, { carrier: '中通快递', trackingNo: '78312456690099' })
  const done = (await admin(id, 'receive')).json.data as AfterSale
  expect(done.status).toBe('exchanged')
  expect(done.timeline[0]).toMatchObject({ kind: 'exchanged', title: '换货商品已发出' })
  expect((await order(3003)).status).toBe('shipped')
  expect(await balance()).toBe(points)
  expect((await counts()).afterSale).toBe(1)
})

test('the merchant refuses with a reason; unknown ids 404, wrong statuses 409', async () => {
  const id = (await ask(await order(3003))).json.data.id as number
  expect((await admin(id, 'refuse', { reason: '' })).json).toMatchObject({ status: 400 })
  expect((await admin(id, 'refuse', { reason: 'x'.repeat(101) })).json).toMatchObject({ status: 400 })
  const refused = (await admin(id, 'refuse', { reason: '  商品已使用，影响二次销售  ' })).json.data as AfterSale
  expect(refused).toMatchObject({ status: 'refused', refuseReason: '商品已使用，影响二次销售' })
  expect(refused.timeline[0]).toMatchObject({ kind: 'refused', title: '商家拒绝', text: '商品已使用，影响二次销售' })
  expect((await admin(id, 'approve')).json).toMatchObject({ status: 409, message: '售后申请当前为「商家已拒绝」，不能审核' })
  expect((await admin(999999, 'approve')).json).toMatchObject({ status: 404, message: '售后申请不存在' })
  expect((await admin(5001, 'refund')).json).toMatchObject({ status: 409, message: '售后申请当前为「商品寄回中」，不能退款' })
  // Refused ends it: the line may be asked for again.
  expect((await ask(await order(3003))).json.data.status).toBe('pending')
})

test('another user\'s request answers 404 on every route; their list and count hold none of mine', async () => {
  const other = 'dev-token-2'
  expect((await get(`${AS}/5001`, {}, other)).json).toMatchObject({ status: 404, message: '售后申请不存在' })
  expect((await post(`${AS}/5001/cancel`, undefined, other)).json).toMatchObject({ status: 404, message: '售后申请不存在' })
  expect((await post(`${AS}/5001/return`, { carrier: '圆通速递', trackingNo: 'YT1234567890' }, other)).json).toMatchObject({ status: 404 })
  expect((await get(AS, {}, other)).json.data).toMatchObject({ total: 0, list: [] })
  expect((await get(`${ORDERS}/counts`, {}, other)).json.data.afterSale).toBe(0)
  expect((await get(`${AS}/999999`)).json).toMatchObject({ status: 404 })
})
