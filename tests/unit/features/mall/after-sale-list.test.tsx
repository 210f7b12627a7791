import OrderListPage from '@/package-mall/pages/order-list/index'
import { openPage } from '@/core/navigation'
import { invalidate } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { afterSaleSummary, page } from './order-fixtures'

// The order list's 售后 tab lists my after-sale requests (not orders), each opening its page.
jest.mock('@/features/mall/api', () => ({ getOrders: jest.fn(), getAfterSales: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)
const cards = (u: Utils) => [...u.queries.querySelectorAll('[role="link"]')]
const cardNames = (u: Utils) => cards(u).map((c) => c.getAttribute('aria-label'))

const RETURNING = afterSaleSummary('returning')
const EXCHANGE = afterSaleSummary('pending', {
  id: 5002, kind: 'exchange', quantity: 2, points: 0, cash: 0,
  line: { skuId: 100202, itemId: 1002, name: '星驰真皮座椅套', skuName: '星云灰', image: '', unitPrice: 149900, quantity: 2, returnable: true },
})
const REFUNDED = afterSaleSummary('refunded', { id: 5003, kind: 'refund', points: 0, cash: 8900 })

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  openMockPage('/package-mall/pages/order-list/index', { status: 'afterSale' })
  api.getAfterSales.mockResolvedValue(page([RETURNING, EXCHANGE, REFUNDED]))
})
afterAll(() => clearSession())

test('each request shows its goods and units, its kind, where it stands and what it refunds (an exchange refunds nothing)', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(cards(u)).toHaveLength(3))
  expect(cardNames(u)).toEqual(['退货退款 星驰车载香氛 商品寄回中', '换货 星驰真皮座椅套 待商家审核', '仅退款 星驰车载香氛 已退款'])
  const [returning, exchange, refunded] = cards(u).map((c) => c.textContent ?? '')
  expect(returning).toContain('海洋')
  expect(returning).toContain('×1')
  expect(returning).toContain('退款 ¥169.50 + 2950 积分')
  expect(exchange).toContain('×2')
  expect(exchange).not.toContain('退款')
  expect(refunded).toContain('¥89.00')
  expect(refunded).not.toContain('积分')
})

test('a tap on a request opens its page', async () => {
  const u = await render(OrderListPage)
  await waitFor(() => expect(cards(u)).toHaveLength(3))
  u.fireEvent.click(cards(u)[1])
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5002')
})

test('no requests: 暂无售后记录, and no way to the mall (that is for an empty order tab)', async () => {
  api.getAfterSales.mockResolvedValue(page([]))
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelector('.paged-list-state')?.textContent).toContain('暂无售后记录'))
  expect(u.queries.querySelector('.paged-list-state')?.textContent).not.toContain('去积分商城逛逛')
})

test('more at the bottom; an order or after-sale write reads page 1 again', async () => {
  api.getAfterSales.mockImplementation(async ({ pageNo }) =>
    pageNo === 1
      ? { list: Array.from({ length: 10 }, (_, i) => afterSaleSummary('pending', { id: 5100 + i })), total: 11, pageNo: 1, pageSize: 10 }
      : { list: [afterSaleSummary('refunded', { id: 5200 })], total: 11, pageNo: 2, pageSize: 10 },
  )
  const u = await render(OrderListPage)
  await waitFor(() => expect(cards(u)).toHaveLength(10))
  await u.act(async () => void mockPage.reachBottom?.())
  await waitFor(() => expect(cards(u)).toHaveLength(11))
  expect(api.getAfterSales).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })

  await u.act(async () => invalidate('mall/orders'))
  await waitFor(() => expect(api.getAfterSales).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }))
  expect(api.getAfterSales).toHaveBeenCalledTimes(3)
})
