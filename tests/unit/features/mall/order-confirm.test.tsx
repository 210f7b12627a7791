import type { Address } from '@api/user2'
import type { Cart, ConfirmLine, Order, OrderConfirm, OrderCoupon } from '@api/mall'
import OrderConfirmPage from '@/package-mall/pages/order-confirm/index'
import { redirectTo } from '@/core/navigation'
import { AREA } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import { listAddresses } from '@/entities/address/api'
import * as mallApi from '@/features/mall/api'
import { payOrder } from '@/features/mall/order/pay'
import { confirmQuery } from '@/features/mall/queries'
import { toast } from '@/shared/toast'
import { click, renderInStore as render, text, type Utils } from '../../../support/ui'
import { waitFor } from './support'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/features/mall/api', () => ({ MALL_VM_ID: 1, getCart: jest.fn(), confirmOrder: jest.fn(), submitOrder: jest.fn() }))
jest.mock('@/features/mall/order/pay', () => ({ payOrder: jest.fn() }))
jest.mock('@/entities/address/api', () => ({ listAddresses: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)
const PATH = '/package-mall/pages/order-confirm/index'

const seat: ConfirmLine = {
  skuId: 100202, itemId: 1002, categoryId: 11, name: '星驰真皮座椅套', skuName: '星云灰', image: 'https://img/100202.svg', type: 1, payType: 4,
  unitPrice: 149900, flashSale: false, quantity: 1, stockQuantity: 12, buyLimit: 0, minPointPrice: 100, maxPointPrice: 38970, problem: null,
}
const fragrance: ConfirmLine = {
  ...seat, skuId: 100301, itemId: 1003, categoryId: 12, name: '星驰车载香氛', skuName: '森林晨雾', payType: 1, unitPrice: 15900, flashSale: true,
  quantity: 2, minPointPrice: 0, maxPointPrice: 0,
}
const coupon = (userCouponId: number, name: string, worth: number, threshold: number, o: Partial<OrderCoupon> = {}): OrderCoupon => ({
  userCouponId, couponId: userCouponId + 100, name, worth, threshold, applicabilityType: 1, applicability: '',
  validFrom: '2026-05-01T00:00:00+08:00', validTo: '2026-06-30T23:59:59+08:00', ...o,
})
const small = coupon(1, '全场满100减20', 2000, 10000)
const big = coupon(2, '满1000减50', 5000, 100000)
const gadgets = coupon(3, '车载电器券', 3000, 0, { applicabilityType: 2, applicability: '13' })
const expired = coupon(4, '过期券', 9000, 0, { validTo: '2026-05-01T00:00:00+08:00' })

function confirmed(o: Partial<OrderConfirm> = {}): OrderConfirm {
  return { lines: [seat, fragrance], coupons: [small, gadgets, big, expired], pointBalance: 20000, pointRatio: 1, needsAddress: true, now: '2026-05-10T10:00:00+08:00', ...o }
}
const home: Address = {
  id: 7, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市',
  districtCode: '110105', districtName: '朝阳区', detailAddress: '望京街 7 号', tag: '', isDefault: true,
}
const order = (o: Partial<Order> = {}) => ({ id: 31, cash: 156700, ...o }) as Order

const cash = (u: Utils) => text(u, '.order-confirm__cash')
const submit = (u: Utils) => click(u, '.order-confirm__submit')
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 409 })

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  openMockPage(PATH, { skuId: '100202', quantity: '1' })
  api.confirmOrder.mockResolvedValue(confirmed())
  jest.mocked(listAddresses).mockResolvedValue([home])
})

afterAll(() => clearSession())

async function opened(): Promise<Utils> {
  const u = await render(OrderConfirmPage)
  await waitFor(() => expect(u.queries.querySelector('.address-chooser__item--on')).not.toBeNull())
  return u
}

test('buy now: the lines, the best usable coupon chosen, the most points used, and the totals', async () => {
  const u = await opened()
  expect(api.confirmOrder).toHaveBeenCalledWith({ lines: [{ skuId: 100202, quantity: 1 }], source: 'buy' })
  expect(text(u, '.order-line[data-sku-id="100301"] .order-line__flash')).toBe('秒杀价')
  expect(text(u, '.order-line[data-sku-id="100301"] .order-line__quantity')).toBe('×2')
  expect(text(u, '.order-coupon__value')).toBe('-¥50.00（满1000减50）')
  expect(text(u, '.order-points__note')).toBe('可用 20000 积分，本单最多使用 20000')
  // 1499.00 + 2 x 159.00 - 50.00 - 20000 points (200.00)
  expect(cash(u)).toBe('¥1567.00')
  expect(text(u, '.order-confirm__pay')).toBe('实付 ¥1567.00 + 20000积分')
})

test('each set of lines is its own confirm read', () => {
  expect(confirmQuery.key({ source: 'cart', lines: [{ skuId: 1, quantity: 2 }] })).toEqual([AREA.mall, 'confirm', 'cart', '1x2'])
})

test('another coupon, no coupon and fewer points change the totals; unusable coupons say why', async () => {
  const u = await opened()
  click(u, '.order-coupon__row')
  const items = Array.from(u.queries.querySelectorAll('.order-coupon__item[data-coupon-id]'))
  expect(items.map((i) => i.getAttribute('data-coupon-id'))).toEqual(['2', '1', '3', '4'])
  expect(text(u, '.order-coupon__item[data-coupon-id="3"] .order-coupon__reason')).toBe('所选商品不适用')
  expect(text(u, '.order-coupon__item[data-coupon-id="4"] .order-coupon__reason')).toBe('已过期')
  click(u, '.order-coupon__item[data-coupon-id="4"]') // unusable: nothing changes
  expect(cash(u)).toBe('¥1567.00')
  click(u, '.order-coupon__item[data-coupon-id="1"]')
  await waitFor(() => expect(cash(u)).toBe('¥1597.00'))

  const points = u.queries.querySelector('input[aria-label="使用积分"]') as HTMLInputElement
  u.fireEvent.input(points, { target: { value: '10000' } } as EventInit)
  u.fireEvent.blur(points)
  await waitFor(() => expect(cash(u)).toBe('¥1697.00'))
  // Past the most allowed: clamped.
  u.fireEvent.input(points, { target: { value: '99999' } } as EventInit)
  u.fireEvent.blur(points)
  await waitFor(() => expect(cash(u)).toBe('¥1597.00'))

  click(u, '.order-coupon__none')
  await waitFor(() => expect(cash(u)).toBe('¥1617.00'))
  expect(text(u, '.order-coupon__value')).toBe('不使用优惠券（2 张可用）')
})

test('a line the server refuses blocks the submit, naming it', async () => {
  api.confirmOrder.mockResolvedValue(confirmed({ lines: [seat, { ...fragrance, problem: '库存不足' }] }))
  const u = await opened()
  expect(text(u, '.order-line[data-sku-id="100301"] .order-line__problem')).toBe('库存不足')
  expect(text(u, '.order-confirm__blocker')).toBe('「星驰车载香氛」库存不足')
  submit(u)
  await waitFor(() => expect(toast).toHaveBeenCalledWith('「星驰车载香氛」库存不足'))
  expect(api.submitOrder).not.toHaveBeenCalled()
})

test('points short of the least the goods take: 积分不足, no submit', async () => {
  api.confirmOrder.mockResolvedValue(confirmed({ pointBalance: 50 }))
  const u = await opened()
  expect(text(u, '.order-points__note')).toBe('积分不足：本单至少需要 100 积分，可用 50 积分')
  submit(u)
  await waitFor(() => expect(toast).toHaveBeenCalledWith('积分不足，本单至少需要 100 积分'))
  expect(api.submitOrder).not.toHaveBeenCalled()
})

test('a refusal keeps every choice and says why; the retry sends the same request id, a changed order a new one', async () => {
  api.submitOrder.mockRejectedValueOnce(refusal('优惠券已被使用')).mockRejectedValueOnce(new Error('timeout'))
  jest.mocked(payOrder).mockResolvedValue({ outcome: 'paid' })
  const u = await opened()
  click(u, '.order-coupon__row')
  click(u, '.order-coupon__item[data-coupon-id="1"]')
  await waitFor(() => expect(cash(u)).toBe('¥1597.00'))

  submit(u)
  await waitFor(() => expect(text(u, '.submit-bar__failure')).toBe('提交失败：优惠券已被使用。您填写的内容已保留，可重新提交。'))
  expect(toast).toHaveBeenCalledWith('优惠券已被使用')
  const first = api.submitOrder.mock.calls[0][0]
  expect(first).toMatchObject({ lines: [{ skuId: 100202, quantity: 1 }], source: 'buy', addressId: 7, userCouponId: 1, points: 20000, remark: '', expectedCash: 159700 })
  expect(first.requestId).toMatch(/^[0-9A-Za-z_-]{8,64}$/)
  expect(cash(u)).toBe('¥1597.00')
  expect(text(u, '.order-coupon__value')).toBe('-¥20.00（全场满100减20）')

  submit(u) // the same order again (a time-out): the same key
  await waitFor(() => expect(api.submitOrder).toHaveBeenCalledTimes(2))
  expect(api.submitOrder.mock.calls[1][0].requestId).toBe(first.requestId)

  await waitFor(() => expect(text(u, '.submit-bar__failure')).toContain('timeout'))
  click(u, '.order-coupon__row')
  click(u, '.order-coupon__item[data-coupon-id="2"]') // changed: a new key
  api.submitOrder.mockResolvedValueOnce(order())
  submit(u)
  await waitFor(() => expect(api.submitOrder).toHaveBeenCalledTimes(3))
  expect(api.submitOrder.mock.calls[2][0].requestId).not.toBe(first.requestId)
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=31'))
})

test('a double tap sends once', async () => {
  let answer: (o: Order) => void = () => undefined
  api.submitOrder.mockReturnValue(new Promise((resolve) => (answer = resolve)))
  jest.mocked(payOrder).mockResolvedValue({ outcome: 'paid' })
  const u = await opened()
  submit(u)
  submit(u)
  await waitFor(() => expect(text(u, '.order-confirm__submit')).toBe('提交中…'))
  expect(api.submitOrder).toHaveBeenCalledTimes(1)
  await u.act(async () => answer(order()))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1))
})

test('price changed: the confirm is read again', async () => {
  api.submitOrder.mockRejectedValueOnce(refusal('价格已变化，请重新确认'))
  const u = await opened()
  api.confirmOrder.mockResolvedValue(confirmed({ lines: [{ ...seat, unitPrice: 139900 }, fragrance] }))
  submit(u)
  await waitFor(() => expect(cash(u)).toBe('¥1467.00'))
  expect(api.confirmOrder).toHaveBeenCalledTimes(2)
  expect(text(u, '.submit-bar__failure')).toContain('价格已变化')
})

test('a points-only order is settled: 兑换成功 and its detail in place of the confirm page, no payment', async () => {
  api.confirmOrder.mockResolvedValue(confirmed({ lines: [{ ...seat, unitPrice: 10000, maxPointPrice: 10000 }], coupons: [] }))
  api.submitOrder.mockResolvedValue(order({ id: 32, cash: 0 }))
  const u = await opened()
  expect(cash(u)).toBe('¥0.00')
  submit(u)
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=32'))
  expect(toast).toHaveBeenCalledWith('兑换成功', 'success')
  expect(payOrder).not.toHaveBeenCalled()
})

test('an order with cash is paid at once; a closed payment sheet still leads to the order', async () => {
  api.submitOrder.mockResolvedValue(order())
  jest.mocked(payOrder).mockResolvedValue({ outcome: 'cancelled' })
  const u = await opened()
  submit(u)
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=31'))
  expect(payOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 31, cash: 156700 }))
  expect(toast).toHaveBeenCalledWith('已取消支付，可在订单详情中继续支付', 'none')
})

test('a payment that fails says so and still leads to the order', async () => {
  api.submitOrder.mockResolvedValue(order())
  jest.mocked(payOrder).mockRejectedValue(new Error('支付服务不可用'))
  const u = await opened()
  submit(u)
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=31'))
  expect(toast).toHaveBeenCalledWith('支付未完成，可在订单详情中继续支付')
})

test('from the cart: the selected valid lines; no address asked for vouchers', async () => {
  openMockPage(PATH, { from: 'cart' })
  const line = { vmId: 1, itemId: 1022, name: '储值卡', skuName: '', image: '', price: 10000, payType: 1 as const, maxPointPrice: 0, saleAttributes: [], createdAt: '2026-05-01T10:00:00+08:00', stockQuantity: 9 }
  const cart: Cart = {
    list: [
      { ...line, id: 1, skuId: 102201, quantity: 2, selected: true, valid: true },
      { ...line, id: 2, skuId: 102202, quantity: 1, selected: false, valid: true },
      { ...line, id: 3, skuId: 102203, quantity: 1, selected: true, valid: false },
    ],
    totalQuantity: 4, selectedQuantity: 2, selectedAmount: 20000,
  }
  api.getCart.mockResolvedValue(cart)
  api.confirmOrder.mockResolvedValue(confirmed({ lines: [{ ...fragrance, type: 3, flashSale: false }], needsAddress: false, coupons: [] }))
  const u = await render(OrderConfirmPage)
  await waitFor(() => expect(cash(u)).toBe('¥318.00'))
  expect(api.confirmOrder).toHaveBeenCalledWith({ lines: [{ skuId: 102201, quantity: 2 }], source: 'cart' })
  expect(u.queries.querySelector('.address-chooser')).toBeNull()
  expect(u.queries.querySelector('.order-points')).toBeNull()
  expect(text(u, '.order-coupon__value')).toBe('暂无可用优惠券')
})

test('no address yet: 请选择收货地址, and the submit says so', async () => {
  jest.mocked(listAddresses).mockResolvedValue([])
  const u = await render(OrderConfirmPage)
  await waitFor(() => expect(text(u, '.order-confirm__missing')).toBe('请选择收货地址'))
  submit(u)
  await waitFor(() => expect(toast).toHaveBeenCalledWith('请选择收货地址'))
  expect(api.submitOrder).not.toHaveBeenCalled()
})

test('a broken link says so and reads nothing', async () => {
  openMockPage(PATH, { skuId: 'x' })
  const u = await render(OrderConfirmPage)
  expect(u.html()).toContain('缺少要购买的商品，无法确认订单')
  expect(api.confirmOrder).not.toHaveBeenCalled()
})

test('lines the server refuses as a whole (vouchers with goods) say why and lead back, with no retry', async () => {
  const { RequestError } = jest.requireActual('@/core/request/error') as typeof import('@/core/request/error')
  api.confirmOrder.mockRejectedValue(new RequestError('status', '实物商品与券类商品请分开下单', { status: 400, statusCode: 400 }))
  const u = await render(OrderConfirmPage)
  await waitFor(() => expect(u.html()).toContain('实物商品与券类商品请分开下单'))
  expect(u.html()).toContain('无法结算')
  expect(u.html()).not.toContain('重新加载')
  expect(u.html()).not.toContain('order-confirm__submit')
})
