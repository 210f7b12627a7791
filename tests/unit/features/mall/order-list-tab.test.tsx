import OrderListPage from '@/package-mall/pages/order-list/index'
import { setToken, clearSession } from '@/core/session'
import { paths } from '@/routes'
import * as mallApi from '@/features/mall/api'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { afterSaleSummary, page, summary } from './order-fixtures'

// The order list starts on the tab its link names (mine's 我的订单 entries: paths.orders(tab));
// a value that names no tab starts on 全部.
jest.mock('@/features/mall/api', () => ({ getOrders: jest.fn(), getAfterSales: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)
const selectedTab = (u: Utils) => u.queries.querySelector('[role="tab"][aria-selected="true"]')?.textContent

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  api.getOrders.mockImplementation(async ({ status }) => page(status ? [summary(status)] : [summary('unpaid'), summary('shipped')]))
})
afterAll(() => clearSession())

test('the path builder names the tab in the query', () => {
  expect(paths.orders('shipped')).toBe('/package-mall/pages/order-list/index?status=shipped')
  expect(paths.orders()).toBe('/package-mall/pages/order-list/index')
})

test.each([
  ['unpaid', '待付款'],
  ['toShip', '待发货'],
  ['shipped', '待收货'],
] as const)('?status=%s starts on %s and reads only that status', async (status, label) => {
  openMockPage('/package-mall/pages/order-list/index', { status })
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(1))
  expect(selectedTab(u)).toBe(label)
  expect(api.getOrders).toHaveBeenCalledTimes(1)
  expect(api.getOrders).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10, status })
})

test('?status=afterSale (mine\'s 售后 shortcut) starts on 售后 and reads my requests, no order', async () => {
  openMockPage('/package-mall/pages/order-list/index', { status: 'afterSale' })
  api.getAfterSales.mockResolvedValue(page([afterSaleSummary('pending'), afterSaleSummary('refunded', { id: 5002 })]))
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('[role="link"][aria-label^="退货退款"]')).toHaveLength(2))
  expect(selectedTab(u)).toBe('售后')
  expect(api.getAfterSales).toHaveBeenCalledTimes(1)
  expect(api.getOrders).not.toHaveBeenCalled()
})

test.each(['bogus', 'closed', ''])('?status=%s names no tab: it starts on 全部', async (status) => {
  openMockPage('/package-mall/pages/order-list/index', { status })
  const u = await render(OrderListPage)
  await waitFor(() => expect(u.queries.querySelectorAll('.order-card')).toHaveLength(2))
  expect(selectedTab(u)).toBe('全部')
  expect(api.getOrders).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 })
  expect(api.getOrders).toHaveBeenCalledTimes(1)
})
