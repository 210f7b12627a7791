// After-sale as the app calls it against the dev API server: the 售后 list and a request's page,
// asking (with the amount the app's own rule computes), withdrawing and entering the return's
// tracking; refusals reject with the server's reason and no toast (the pages show it beside what
// was typed). The merchant's steps are admin routes (tests/mock/after-sales.test.ts covers them).
import type { AfterSaleCreateBody, Order } from '@api/mall'
import { cancelAfterSale, createAfterSale, getAfterSale, getAfterSales, getOrder, shipAfterSaleReturn } from '@/features/mall/api'
import { lineOptions, refundAmount } from '@/features/mall/order/after-sale'
import { getOrderCounts } from '@/features/mall/order-counts-api'
import { setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
let seq = 0
const rid = () => `after-sale-test-${++seq}-${Date.now()}`

/** What the apply page sends for the order's first line: all its units, the amount the rule gives. */
function bodyFor(order: Order, kind: AfterSaleCreateBody['kind'], reason: string): AfterSaleCreateBody {
  const line = order.lines[0]
  return { orderId: order.id, skuId: line.skuId, kind, quantity: line.quantity, reason, description: '', photos: [], ...refundAmount(order, line, line.quantity, kind) }
}

test('the 售后 list and a request\'s page: the seeded return on its way back and the refused one, newest first', async () => {
  const page = await getAfterSales({ pageNo: 1, pageSize: 10 })
  expect(page).toMatchObject({ total: 2, list: [{ id: 5002, status: 'refused' }, { id: 5001, status: 'returning', orderId: 3007 }] })
  const request = await getAfterSale(5001)
  expect(request).toMatchObject({ kind: 'return', returnShipment: { carrier: '圆通速递' }, returnAddress: { receiverName: '星驰商城售后部' } })
  expect(request.timeline.map((e) => e.title)).toEqual(['商品已寄回', '商家同意', '提交申请'])
  expect(request.photos.every((p) => p.startsWith(`${api.base}/static/`))).toBe(true)
  await expect(getAfterSale(999999)).rejects.toMatchObject({ status: 404, message: '售后申请不存在' })
})

test('a return asked for with the rule\'s amount; the line then allows nothing more; withdrawn, the count follows', async () => {
  const order = await getOrder(3003)
  const options = lineOptions(order, order.lines[0], Date.now())
  expect(options).toMatchObject({ kinds: ['return', 'exchange'], left: 1 })
  const body = { ...bodyFor(order, 'return', '商品质量问题'), description: '屏幕有坏点', photos: [`${api.base}/static/img/covers/after-sale-photo.svg`] }
  const before = (await getOrderCounts()).afterSale

  const created = await createAfterSale(body, rid())
  expect(created).toMatchObject({ status: 'pending', orderId: 3003, cash: order.cash, points: 0, description: '屏幕有坏点', photos: body.photos })
  expect(created.timeline).toEqual([expect.objectContaining({ kind: 'submitted', text: `退货退款 · 商品质量问题 · 退款 ¥${(order.cash / 100).toFixed(2)}` })])
  expect((await getOrderCounts()).afterSale).toBe(before + 1)
  const again = await getOrder(3003)
  expect(again.afterSales).toEqual([expect.objectContaining({ id: created.id, status: 'pending' })])
  expect(lineOptions(again, again.lines[0], Date.now()).reason).toBe('该商品已有售后申请在处理中')
  // A second request for the same line: refused with the rule's reason.
  await expect(createAfterSale(bodyFor(again, 'exchange', '尺码不合适'), rid())).rejects.toMatchObject({ status: 409, message: '该商品已有售后申请在处理中' })

  const cancelled = await cancelAfterSale(created.id)
  expect(cancelled).toMatchObject({ status: 'cancelled', timeline: [{ kind: 'cancelled' }, { kind: 'submitted' }] })
  expect(await cancelAfterSale(created.id)).toEqual(cancelled)
  expect((await getOrderCounts()).afterSale).toBe(before)
  expect(api.toasts).toEqual([])
})

test('one request id sent twice makes one request', async () => {
  const body = bodyFor(await getOrder(3003), 'exchange', '尺码不合适')
  const id = rid()
  const first = await createAfterSale(body, id)
  expect(await createAfterSale(body, id)).toEqual(first)
  expect((await getAfterSales({ pageNo: 1, pageSize: 10 })).total).toBe(3)
})

test('refused: beyond what was paid, a kind the order does not allow, past the window, a bad reason, 7 photos, someone else\'s order', async () => {
  const shipped = await getOrder(3003)
  const past = await getOrder(3004)
  const ret = bodyFor(shipped, 'return', '商品质量问题')
  await expect(createAfterSale({ ...ret, cash: shipped.cash + 1 }, rid())).rejects.toMatchObject({ status: 400, message: '退款金额超出可退金额' })
  await expect(createAfterSale({ ...ret, points: 1 }, rid())).rejects.toMatchObject({ status: 400, message: '退款金额超出可退金额' })
  await expect(createAfterSale(bodyFor(shipped, 'refund', '不想要了'), rid())).rejects.toMatchObject({ status: 409 })
  expect(lineOptions(past, past.lines[0], Date.now()).reason).toBe('已超过 7 天售后期限')
  await expect(createAfterSale(bodyFor(past, 'return', '商品质量问题'), rid())).rejects.toMatchObject({ status: 409, message: '已超过 7 天售后期限' })
  await expect(createAfterSale({ ...ret, reason: '其它理由' }, rid())).rejects.toMatchObject({ status: 400, message: '请选择售后原因' })
  const photos = Array.from({ length: 7 }, (_, i) => `/static/img/covers/p${i}.svg`)
  await expect(createAfterSale({ ...ret, photos }, rid())).rejects.toMatchObject({ status: 400 })
  setToken('dev-token-2')
  await expect(createAfterSale(ret, rid())).rejects.toMatchObject({ status: 404, message: '订单不存在' })
  await expect(getAfterSale(5001)).rejects.toMatchObject({ status: 404, message: '售后申请不存在' })
  await expect(cancelAfterSale(5001)).rejects.toMatchObject({ status: 404 })
  expect((await getAfterSales({ pageNo: 1, pageSize: 10 })).total).toBe(0)
  setToken('dev-token')
  expect((await getAfterSales({ pageNo: 1, pageSize: 10 })).total).toBe(2)
  // The apply page shows a create's refusal beside the form: only the detail read and the cancel toast.
  expect(api.toasts).toEqual(['售后申请不存在', '售后申请不存在'])
})

test('the return\'s tracking: only once the merchant approved it; then 寄回中 with the carrier and number', async () => {
  const order = await getOrder(3003)
  const created = await createAfterSale(bodyFor(order, 'return', '收到商品破损'), rid())
  const shipment = { carrier: '圆通速递', trackingNo: 'YT1234567890' }
  await expect(shipAfterSaleReturn(created.id, shipment)).rejects.toMatchObject({ status: 409, message: '售后申请当前为「待商家审核」，不能填写退货物流' })
  await expect(shipAfterSaleReturn(5001, { carrier: '圆通速递', trackingNo: 'YT0000000001' })).rejects.toMatchObject({ status: 409 })
  expect((await api.send({ method: 'POST', path: `/__admin/after-sales/${created.id}/approve` })).status).toBe(200)
  await expect(shipAfterSaleReturn(created.id, { carrier: '圆通速递', trackingNo: 'no!' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('运单号应为 6-30 位字母或数字') })
  const sent = await shipAfterSaleReturn(created.id, shipment)
  expect(sent).toMatchObject({ status: 'returning', returnShipment: shipment })
  expect(sent.timeline[0]).toMatchObject({ kind: 'returnShipped', text: '圆通速递 YT1234567890' })
  expect(await getAfterSale(created.id)).toEqual(sent)
  await expect(cancelAfterSale(created.id)).rejects.toMatchObject({ status: 409, message: '售后申请当前为「商品寄回中」，不能撤销' })
})

test('refund only on the unshipped 3002: approved and refunded, the order closes', async () => {
  const order = await getOrder(3002)
  expect(lineOptions(order, order.lines[0], Date.now()).kinds).toEqual(['refund'])
  const created = await createAfterSale(bodyFor(order, 'refund', '不想要了'), rid())
  expect(created).toMatchObject({ kind: 'refund', quantity: 2, cash: order.cash })
  for (const step of ['approve', 'refund']) {
    expect((await api.send({ method: 'POST', path: `/__admin/after-sales/${created.id}/${step}` })).status).toBe(200)
  }
  expect(await getAfterSale(created.id)).toMatchObject({ status: 'refunded', timeline: [{ title: '退款成功' }, { title: '商家同意' }, { title: '提交申请' }] })
  expect(await getOrder(3002)).toMatchObject({ status: 'closed', closeReason: '售后退款完成' })
})
