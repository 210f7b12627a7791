import Taro from '@tarojs/taro'
import type { OrderStatus } from '@api/mall'
import OrderListPage from '@/package-mall/pages/order-list/index'
import { openPage } from '@/core/navigation'
import { afterWrite } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { payOrder } from '@/features/mall/order/pay'
import { byText, click, renderInStore as render, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { afterSaleSummary, order, page, summary } from './order-fixtures'

jest.mock('@/features/mall/api', () => ({ getOrders: jest.fn(), getAfterSales: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), deleteOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/features/mall/order/pay', () => ({ payOrder: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn(), showToast: jest.fn(() => Promise.resolve()) }),
)

const api = jest.mocked(mallApi)
const modal = Taro.showModal as jest.Mock
const toasts = () => (Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)
const ALL: OrderStatus[] = ['unpaid', 'toShip', 'shipped', 'completed', 'closed']

const card = (u: Utils, no: string) => byText(u, '.order-card', no)
const buttons = (u: Utils, no: string) => Array.from(card(u, no).querySelectorAll('.order-actions__button')).map((b) => b.textContent)
const button = (u: Utils, no: string, label: string) => Array.from(card(u, no).querySelectorAll('.order-actions__button')).find((b) => b.textContent === label)!
const selectedTab = (u: Utils) => u.queries.querySelector('[role="tab"][aria-selected="true"]')?.textContent

beforeEach(() => {
  jest.clearAllMocks()
  openMockPage('/package-mall/pages/order-list/index')
  setToken('dev-token')
  api.getOrders.mockImplementation(async ({ status }) => page(ALL.filter((s) => !status || s === status).map((s) => summary(s))))
})
afterAll(() => clearSession())

test('a guest is asked to log in and nothing is read', async () => {
  clearSession()
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelector('.login-prompt__text')?.textContent).toBe('登录后查看我的订单'))
  expect(api.getOrders).not.toHaveBeenCalled()
})

test('全部 lists every order with its status, goods, cash + points and the time left to pay; a tab asks for its status', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))
  expect(api.getOrders).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 })
  expect(selectedTab(u)).toBe('全部')
  expect(texts(u, '.order-card__status')).toEqual(['待付款', '待发货', '待收货', '已完成', '已关闭'])
  expect(card(u, 'NO3003').textContent).toContain('星驰车载香氛')
  expect(card(u, 'NO3003').textContent).toContain('海洋')
  expect(card(u, 'NO3003').textContent).toContain('×2')
  expect(card(u, 'NO3003').querySelector('.order-card__amount')?.textContent).toBe('¥339.00 + 5900积分')
  expect(card(u, 'NO3001').querySelector('.order-time-left')?.textContent).toMatch(/^剩余 (10:00|09:5\d)$/)
  expect(card(u, 'NO3002').querySelector('.order-time-left')).toBeNull()

  click(u, byText(u, '[role="tab"]', '待收货'))
  await waitFor(() => expect(texts(u, '.order-card__status')).toEqual(['待收货']))
  expect(api.getOrders).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, status: 'shipped' })
  const orderReads = api.getOrders.mock.calls.length
  api.getAfterSales.mockResolvedValue(page([afterSaleSummary('returning')]))
  click(u, byText(u, '[role="tab"]', '售后'))
  // 售后 lists the requests, not orders: another read, and no order is asked for by a status of that name.
  await waitFor(() => expect(u.queries.querySelectorAll('[role="link"][aria-label^="退货退款"]')).toHaveLength(1))
  expect(api.getAfterSales).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(api.getOrders).toHaveBeenCalledTimes(orderReads)
  expect(u.queries.querySelectorAll('.order-card')).toHaveLength(0)
})

test('the status in the link opens its tab; an empty tab offers the mall', async () => {
  openMockPage('/package-mall/pages/order-list/index', { status: 'toShip' })
  api.getOrders.mockResolvedValue(page([]))
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelector('.paged-list-state')?.textContent).toContain('没有待发货的订单'))
  expect(selectedTab(u)).toBe('待发货')
  expect(api.getOrders).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10, status: 'toShip' })
  click(u, '.order-list__shop')
  expect(openPage).toHaveBeenCalledWith('/pages/category-list/category-list')
})

test('each order offers what its status allows; a tap on the order opens it', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))
  expect(buttons(u, 'NO3001')).toEqual(['取消订单', '去支付'])
  expect(buttons(u, 'NO3002')).toEqual(['取消订单'])
  expect(buttons(u, 'NO3003')).toEqual(['确认收货'])
  expect(buttons(u, 'NO3004')).toEqual(['再次购买'])
  expect(buttons(u, 'NO3005')).toEqual(['删除订单', '再次购买'])
  click(u, card(u, 'NO3003').querySelector('.card__main')!)
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/order-detail/index?id=3003')
})

test('a paid card\'s 取消订单 says the refund first (the card does not know the coupon, so names it as a condition)', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))
  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await u.act(async () => click(u, button(u, 'NO3002', '取消订单')))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({
    title: '取消订单', content: '订单尚未发货，取消后将自动退款：退回 5900 积分 和 ¥339.00（原路退回），如用了优惠券，有效期内退回。确定取消吗？',
  }))
  expect(api.cancelOrder).not.toHaveBeenCalled()
})

test('取消订单 asks first; yes cancels, says points and coupon came back, and the list reads again', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await u.act(async () => click(u, button(u, 'NO3001', '取消订单')))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '取消订单', confirmText: '确定取消' }))
  expect(api.cancelOrder).not.toHaveBeenCalled()

  const reads = api.getOrders.mock.calls.length
  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  api.cancelOrder.mockImplementation((id) => afterWrite(Promise.resolve(order('closed', { id })), 'mall/orders'))
  api.getOrders.mockImplementation(async () => page([summary('closed', { id: 3001 })]))
  await u.act(async () => click(u, button(u, 'NO3001', '取消订单')))
  expect(api.cancelOrder).toHaveBeenCalledWith(3001)
  await waitFor(() => expect(texts(u, '.order-card__status')).toEqual(['已关闭']))
  expect(api.getOrders.mock.calls.length).toBeGreaterThan(reads)
  expect(toasts()).toContain('已取消，积分和优惠券已退回')
  expect(buttons(u, 'NO3001')).toEqual(['删除订单', '再次购买'])
})

test('删除订单, on a closed order only, asks first; yes deletes it and the list reads again without it', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))
  const remove = () => u.queries.querySelector('[aria-label="删除订单 NO3005"]')!
  expect(remove()).not.toBeNull()
  expect(u.queries.querySelectorAll('[aria-label^="删除订单"]')).toHaveLength(1)

  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await u.act(async () => click(u, remove()))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除订单', confirmText: '删除' }))
  expect(api.deleteOrder).not.toHaveBeenCalled()

  const reads = api.getOrders.mock.calls.length
  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  api.deleteOrder.mockImplementation((id) => afterWrite(Promise.resolve({ id }), 'mall/orders'))
  api.getOrders.mockImplementation(async ({ status }) => page(ALL.filter((s) => s !== 'closed' && (!status || s === status)).map((s) => summary(s))))
  await u.act(async () => click(u, remove()))
  expect(api.deleteOrder).toHaveBeenCalledWith(3005)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(4))
  expect(u.html()).not.toContain('NO3005')
  expect(api.getOrders.mock.calls.length).toBeGreaterThan(reads)
  expect(toasts()).toContain('订单已删除')
})

test('去支付 pays the order; 确认收货 asks, then receives', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(5))
  jest.mocked(payOrder).mockResolvedValue({ outcome: 'paid', order: order('toShip', { id: 3001 }) })
  await u.act(async () => click(u, button(u, 'NO3001', '去支付')))
  expect(payOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 3001, cash: 33900 }))
  expect(toasts()).toContain('支付成功')

  jest.mocked(payOrder).mockResolvedValue({ outcome: 'cancelled' })
  await u.act(async () => click(u, button(u, 'NO3001', '去支付')))
  expect(toasts()).toContain('已取消支付，订单将在超时后自动关闭')

  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  api.receiveOrder.mockResolvedValue(order('completed', { id: 3003 }))
  await u.act(async () => click(u, button(u, 'NO3003', '确认收货')))
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '确认收货' }))
  expect(api.receiveOrder).toHaveBeenCalledWith(3003)
})

test('再次购买 puts the lines back in the cart and opens it, naming what the cart refused', async () => {
  const twoLines = summary('completed', {
    lines: [summary('completed').lines[0], { skuId: 100801, itemId: 1008, name: '车载冰箱 12L', skuName: '', image: '', unitPrice: 159900, quantity: 1, returnable: true }],
  })
  api.getOrders.mockResolvedValue(page([twoLines]))
  api.addToCart.mockImplementation(async ({ skuId }) => {
    if (skuId === 100801) throw new Error('库存不足')
    return { count: 3 }
  })
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(1))
  await u.act(async () => click(u, button(u, 'NO3004', '再次购买')))
  expect(api.addToCart).toHaveBeenCalledWith({ skuId: 100301, quantity: 2 })
  expect(api.addToCart).toHaveBeenCalledWith({ skuId: 100801, quantity: 1 })
  expect(toasts()).toContain('「车载冰箱 12L」暂时无法购买，其余已加入购物车')
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/cart/index')
})
