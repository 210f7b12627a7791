// Points-mall orders on the dev API server: the confirm page's figures, one order per
// requestId, refusals that name what is wrong and change nothing, and what an order holds
// (stock, points, coupon) coming back when it is cancelled or runs out of time.
import type { ConfirmLine, OrderCoupon, OrderSubmitBody, UserCoupon } from '@api/mall'
import { serverPerFile } from './support/server'

const T = 'dev-token'
const srv = serverPerFile()
const ORDERS = '/mall/api/v1/app/orders'

const get = (path: string, query: Record<string, unknown> = {}, token = T) => srv.send({ method: 'GET', path, query, token })
const post = (path: string, json?: unknown, token = T) => srv.send({ method: 'POST', path, json, token })
const confirm = (lines: { skuId: number; quantity: number }[], source = 'buy') => post(`${ORDERS}/confirm`, { lines, source })
const submit = (over: Partial<OrderSubmitBody> = {}) => post(ORDERS, { ...SEAT_COVER, ...over })

/** One 星驰真皮座椅套 (1299 yuan, payType 4) from the cart, 满199减20 and 1000 points: 1269 yuan in cash. */
const SEAT_COVER: OrderSubmitBody = {
  requestId: 'test-seat-cover-1', lines: [{ skuId: 100201, quantity: 1 }], source: 'cart',
  addressId: 1, userCouponId: 1, points: 1000, remark: '工作日送货', expectedCash: 126900,
}

const balance = async () => (await get('/user/web/point/consumer/detail')).json.data.point as number
const stockOf = async (itemId: number, skuId: number) =>
  ((await get(`/mall/api/v1/app/item/items/${itemId}/extra`, {}, '')).json.data.skus as { skuId: number; stockQuantity: number }[]).find((s) => s.skuId === skuId)!.stockQuantity
const unusedCoupons = async () => ((await get('/mall/api/v1/app/coupons/mine', { status: 1, pageSize: 50 })).json.data.list as UserCoupon[]).map((c) => c.userCouponId).sort((a, b) => a - b)
const cartSkus = async () => ((await get('/mall/web/app/cart-item/user/list', { vmId: 1 })).json.data.list as { skuId: number }[]).map((l) => l.skuId)
const orderCount = async () => (await get(ORDERS)).json.data.total as number
const state = async () => ({ balance: await balance(), stock: await stockOf(1002, 100201), coupons: await unusedCoupons(), orders: await orderCount(), cart: await cartSkus() })

test('confirm: flash-sale price, stock, limits, problems, my coupons, the balance the points page shows', async () => {
  const res = await confirm([{ skuId: 100301, quantity: 1 }, { skuId: 100601, quantity: 2 }, { skuId: 100101, quantity: 1 }, { skuId: 103201, quantity: 1 }])
  expect(res.status).toBe(200)
  const data = res.json.data
  const [flash, limited, soldOut, offShelf] = data.lines as ConfirmLine[]
  expect(flash).toMatchObject({ unitPrice: 13930, flashSale: true, buyLimit: 1, payType: 4, minPointPrice: 100, problem: null })
  // 1006 is limited to 2 per user and the dev user's shipped order 3003 holds one.
  expect(limited).toMatchObject({ buyLimit: 1, problem: '限购 2 件', flashSale: false })
  expect(soldOut).toMatchObject({ stockQuantity: 0, problem: '库存不足' })
  expect(offShelf.problem).toBe('已下架')
  expect((data.coupons as OrderCoupon[]).map((c) => c.userCouponId)).toEqual([1, 2, 7, 8])
  expect(data.coupons.find((c: OrderCoupon) => c.userCouponId === 7)).toMatchObject({ applicabilityType: 2, applicability: '21' })
  expect(Date.parse(data.coupons.find((c: OrderCoupon) => c.userCouponId === 8).validFrom)).toBeGreaterThan(Date.now())
  expect(data).toMatchObject({ pointBalance: 2680, pointRatio: 1, needsAddress: true })
  expect(data.pointBalance).toBe(await balance())

  const voucher = (await confirm([{ skuId: 103301, quantity: 1 }])).json.data
  expect(voucher.needsAddress).toBe(false)
  expect(voucher.lines[0]).toMatchObject({ type: 3, unitPrice: 1990, minPointPrice: 100, maxPointPrice: 1990 })
  const mixed = await confirm([{ skuId: 100201, quantity: 1 }, { skuId: 103301, quantity: 1 }])
  expect(mixed.json).toMatchObject({ status: 400, message: '实物商品与券类商品请分开下单' })
})

test('one requestId makes one order: stock, points and coupon taken once, ordered cart lines gone', async () => {
  const before = await state()
  expect(before.cart).toContain(100201)
  const first = await submit()
  expect(first.status).toBe(200)
  expect(first.json.data).toMatchObject({ status: 'unpaid', cash: 126900, points: 1000, discount: 2000, goodsAmount: 129900, remark: '工作日送货' })
  expect(first.json.data.coupon).toEqual({ userCouponId: 1, name: '车主节通用券', worth: 2000, validTo: expect.any(String) })
  expect(first.json.data.address).toMatchObject({ receiverName: '王小明', mobile: '138****8000' })
  expect(Date.parse(first.json.data.payDeadline) - Date.now()).toBeGreaterThan(14 * 60 * 1000)
  const again = await submit({ points: 0, expectedCash: 1 }) // a retry: the same key gives the same order back
  expect(again.status).toBe(200)
  expect(again.json.data).toEqual(first.json.data)
  const after = await state()
  expect(after).toEqual({
    balance: before.balance - 1000, stock: before.stock - 1, coupons: before.coupons.filter((id) => id !== 1),
    orders: before.orders + 1, cart: before.cart.filter((sku) => sku !== 100201),
  })
  // Another key is another order (the coupon is gone by then).
  expect((await submit({ requestId: 'test-seat-cover-2', userCouponId: undefined, expectedCash: 128900 })).json.data.id).not.toBe(first.json.data.id)
})

test('each refusal names what is wrong and changes nothing', async () => {
  const before = await state()
  const refusals: [Partial<OrderSubmitBody>, number, string][] = [
    [{ lines: [{ skuId: 100601, quantity: 2 }], userCouponId: undefined, points: 0, expectedCash: 179800 }, 409, '「星驰 4K 行车记录仪」限购 2 件'],
    [{ addressId: undefined }, 400, '请选择收货地址'],
    [{ addressId: 3 }, 404, '收货地址不存在'], // user 2's address
    [{ userCouponId: 3 }, 409, '优惠券已被使用'], // held by the unpaid order 3001
    [{ userCouponId: 6 }, 409, '优惠券已被使用'], // user 4's coupon
    [{ userCouponId: 8 }, 409, '优惠券不可用：尚未生效'],
    [{ userCouponId: 7 }, 409, '优惠券不可用：所选商品不适用'],
    [{ points: 3000 }, 409, '积分不足'],
    [{ points: 50 }, 409, '积分使用数量不正确'],
    [{ expectedCash: 126800 }, 409, '价格已变化，请重新确认'],
    [{ lines: [{ skuId: 100201, quantity: 1 }, { skuId: 103301, quantity: 1 }] }, 400, '实物商品与券类商品请分开下单'],
  ]
  for (const [over, status, message] of refusals) {
    const res = await submit(over)
    expect([res.status, res.json.message]).toEqual([status, message])
  }
  await srv.send({ method: 'POST', path: '/__admin/mall/skus/100201/stock', json: { stock: 0 } })
  expect((await submit()).json).toMatchObject({ status: 409, message: '「星驰真皮座椅套」库存不足' })
  expect({ ...(await state()), stock: before.stock }).toEqual(before)
  expect(await stockOf(1002, 100201)).toBe(0)
})

test('a balance below the mixed goods\' minimum points is refused whatever the points sent', async () => {
  // 27 星驰真皮座椅套 take at least 100 points each: 2700 > 2680.
  const res = await submit({ lines: [{ skuId: 100201, quantity: 27 }], userCouponId: undefined, points: 0 })
  expect(res.json).toMatchObject({ status: 409, message: '积分不足' })
  expect(await balance()).toBe(2680)
})

test('cancelling an unpaid order gives back stock, points and coupon', async () => {
  const before = await state()
  const order = (await submit()).json.data
  const cancelled = await post(`${ORDERS}/${order.id}/cancel`)
  expect(cancelled.json.data).toMatchObject({ status: 'closed', closeReason: '用户取消', payDeadline: null })
  const after = await state()
  expect({ ...after, orders: before.orders, cart: before.cart }).toEqual(before)
  // A repeat (the first answer lost) gets the closed order as it is and gives nothing back twice.
  const twice = await post(`${ORDERS}/${order.id}/cancel`)
  expect(twice.json.data).toEqual(cancelled.json.data)
  expect(await state()).toEqual(after)
  // The seeded unpaid order holds 200 points and the 精品满减券 (user coupon 3).
  await post(`${ORDERS}/3001/cancel`)
  expect(await balance()).toBe(before.balance + 200)
  expect(await unusedCoupons()).toContain(3)
  expect(await stockOf(1002, 100201)).toBe(before.stock + 1)
})

test('an unpaid order past its deadline closes itself on the next read and releases what it held', async () => {
  const before = await state()
  expect((await srv.send({ method: 'POST', path: '/__admin/orders/3001/expire' })).json.data.status).toBe('unpaid')
  const order = (await get(`${ORDERS}/3001`)).json.data
  expect(order).toMatchObject({ status: 'closed', closeReason: '超时未支付', payDeadline: null })
  expect(await balance()).toBe(before.balance + 200)
  expect(await unusedCoupons()).toContain(3)
  expect(await stockOf(1002, 100201)).toBe(before.stock + 1)
  expect((await post(`${ORDERS}/3001/dev-pay`)).json).toMatchObject({ status: 409, message: '订单状态已变化，当前为「已关闭」' })
  expect((await srv.send({ method: 'POST', path: '/__admin/orders/3001/expire' })).status).toBe(409)
})

test('voucher orders: points-only settles at once with a code; paid ones get one code per unit and the stores', async () => {
  const pointsOnly = await post(ORDERS, { requestId: 'test-wash-1', lines: [{ skuId: 103301, quantity: 1 }], source: 'buy', points: 1990, remark: '', expectedCash: 0 })
  expect(pointsOnly.json.data).toMatchObject({ status: 'completed', cash: 0, points: 1990, address: null, payDeadline: null })
  expect(pointsOnly.json.data.vouchers).toHaveLength(1)
  expect(await balance()).toBe(2680 - 1990)

  // Two 精致洗车券 with 200 points: 96 yuan to pay, then two different 12-digit codes for 90 days.
  const order = (await post(ORDERS, { requestId: 'test-wash-2', lines: [{ skuId: 102801, quantity: 2 }], source: 'buy', points: 200, remark: '', expectedCash: 9600 })).json.data
  expect(order).toMatchObject({ status: 'unpaid', vouchers: [] })
  const paid = (await post(`${ORDERS}/${order.id}/dev-pay`)).json.data
  expect(paid.status).toBe('completed')
  const codes = paid.vouchers.map((v: { code: string }) => v.code)
  expect(codes).toHaveLength(2)
  expect(new Set(codes).size).toBe(2)
  expect(codes.every((c: string) => /^\d{12}$/.test(c))).toBe(true)
  expect(Date.parse(paid.vouchers[0].validTo) - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000)
  expect(paid.stores.length).toBeGreaterThan(0)
  expect((await get(`${ORDERS}/3006`)).json.data.vouchers.map((v: { used: boolean }) => v.used)).toEqual([true, false])
})

test('someone else\'s order is never shown: 404 as if it did not exist', async () => {
  const other = 'dev-token-2'
  expect((await get(`${ORDERS}/3001`, {}, other)).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await get(`${ORDERS}/999999`, {}, other)).json).toMatchObject({ status: 404, message: '订单不存在' })
  expect((await post(`${ORDERS}/3001/cancel`, undefined, other)).status).toBe(404)
  expect((await post(`${ORDERS}/3001/dev-pay`, undefined, other)).status).toBe(404)
  expect((await get(ORDERS, {}, other)).json.data.total).toBe(0)
  expect((await get(`${ORDERS}/3001`)).json.data.status).toBe('unpaid')
})

test('list: newest first, filtered by status; the seed has one order in every status', async () => {
  const all = (await get(ORDERS, { pageSize: 50 })).json.data
  expect(all.list.map((o: { id: number }) => o.id)).toEqual([3001, 3002, 3003, 3004, 3005, 3006, 3007])
  const shipped = (await get(ORDERS, { status: 'shipped' })).json.data.list
  expect(shipped.map((o: { id: number }) => o.id)).toEqual([3003])
  expect((await get(`${ORDERS}/3003`)).json.data.shipment).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF1402367812345' })
  expect((await get(`${ORDERS}/3005`)).json.data.closeReason).toBe('超时未支付')
})
