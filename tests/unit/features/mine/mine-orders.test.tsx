import MinePage from '@/pages/mine/mine'
import { clearSession, setToken } from '@/core/session'
import { openPage } from '@/core/navigation'
import { request } from '@/core/request'
import { getCurrentUser, getMedals } from '@/entities/user/api'
import { getPointDetail } from '@/entities/points/api'
import { cancelOrder, receiveOrder, submitOrder } from '@/features/mall/api'
import { getOrderCounts } from '@/features/mall/order-counts-api'
import { byText, click, renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

// Mine's 我的订单 row: one counts read, a badge per tab, each opening the order list on its tab;
// the real order writes of the mall's api.ts (their requests stubbed) make it read the counts again.
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/pages/mine/mine' }))
jest.mock('@/core/request', () => ({ ...jest.requireActual('@/core/request'), request: jest.fn() }))
jest.mock('@/entities/user/api', () => ({ getCurrentUser: jest.fn(), getMedals: jest.fn() }))
jest.mock('@/entities/points/api', () => ({ getPointDetail: jest.fn() }))
jest.mock('@/features/lottery/api', () => ({ getRunningLotteries: jest.fn(async () => []) }))
jest.mock('@/features/mall/order-counts-api', () => ({ getOrderCounts: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/pages/mine/mine')

const USER = { accountId: 1, memberSystemId: 1, pointSystemId: 2, mobile: '13800138000', displayName: '车主小王', avatarUrl: 'a.svg', point: 2000 }
const counts = jest.mocked(getOrderCounts)
const LIST = '/package-mall/pages/order-list/index'

const row = (u: Utils) => byText(u, '.mine-entries', '我的订单')
const entry = (u: Utils, title: string) => byText(u, '.mine-entry', title)
const badges = (u: Utils) => Array.from(row(u).querySelectorAll('.mine-entry'), (e) => [e.querySelector('.mine-entry__title')?.textContent, e.querySelector('.mine-entry__badge')?.textContent ?? null])

function logIn() {
  setToken('dev-token')
  jest.mocked(getCurrentUser).mockResolvedValue(USER)
  jest.mocked(getPointDetail).mockResolvedValue(undefined)
  jest.mocked(getMedals).mockResolvedValue([])
}

afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('logged in: each tab with its count (none at 0, 99+ above 99), labelled with it; each opens its tab', async () => {
  logIn()
  counts.mockResolvedValue({ unpaid: 2, toShip: 0, toReceive: 1, afterSale: 120 })
  const u = await render(MinePage)
  await waitFor(() => expect(badges(u)).toEqual([['待付款', '2'], ['待发货', null], ['待收货', '1'], ['售后', '99+']]))
  expect(counts).toHaveBeenCalledTimes(1)
  expect(entry(u, '待收货').getAttribute('aria-label')).toBe('待收货 1')
  expect(entry(u, '待发货').getAttribute('aria-label')).toBeNull()

  click(u, entry(u, '待收货'))
  expect(openPage).toHaveBeenLastCalledWith(`${LIST}?status=shipped`)
  click(u, entry(u, '待付款'))
  expect(openPage).toHaveBeenLastCalledWith(`${LIST}?status=unpaid`)
  click(u, entry(u, '待发货'))
  expect(openPage).toHaveBeenLastCalledWith(`${LIST}?status=toShip`)
  click(u, entry(u, '售后'))
  expect(openPage).toHaveBeenLastCalledWith(`${LIST}?status=afterSale`)
  const all = row(u).querySelector('[role="link"][aria-label="全部订单"]')!
  expect(all.textContent).toBe('全部订单 ›')
  click(u, all)
  expect(openPage).toHaveBeenLastCalledWith(LIST)
})

test('logged out: the four entries without counts and no read; a tap opens the list, which asks to log in', async () => {
  const u = await render(MinePage)
  await u.queries.waitForQueryByText('你还没有登录')
  expect(badges(u)).toEqual([['待付款', null], ['待发货', null], ['待收货', null], ['售后', null]])
  click(u, entry(u, '待收货'))
  expect(openPage).toHaveBeenLastCalledWith(`${LIST}?status=shipped`)
  expect(counts).not.toHaveBeenCalled()
})

test('a failed counts read leaves the entries without counts; the rest of mine shows as ever', async () => {
  logIn()
  counts.mockRejectedValue(new Error('服务器端错误'))
  const u = await render(MinePage)
  await waitFor(() => expect(counts).toHaveBeenCalled())
  await u.act(() => new Promise((r) => setTimeout(r, 10)))
  expect(badges(u).map(([, b]) => b)).toEqual([null, null, null, null])
  expect(u.queries.querySelector('.mine-profile__name')?.textContent).toBe('车主小王')
  expect(u.html()).not.toContain('服务器端错误')
})

test('every order write (submit, cancel, receive) marks the counts: mine reads them again at once', async () => {
  logIn()
  counts.mockResolvedValue({ unpaid: 1, toShip: 1, toReceive: 1, afterSale: 0 })
  const u = await render(MinePage)
  await waitFor(() => expect(badges(u)[2]).toEqual(['待收货', '1']))
  jest.mocked(request).mockResolvedValue({})

  counts.mockResolvedValue({ unpaid: 1, toShip: 1, toReceive: 0, afterSale: 0 })
  await u.act(() => receiveOrder(3003))
  await waitFor(() => expect(badges(u)[2]).toEqual(['待收货', null]))

  counts.mockResolvedValue({ unpaid: 0, toShip: 1, toReceive: 0, afterSale: 0 })
  await u.act(() => cancelOrder(3001))
  await waitFor(() => expect(badges(u)[0]).toEqual(['待付款', null]))

  counts.mockResolvedValue({ unpaid: 3, toShip: 1, toReceive: 0, afterSale: 0 })
  await u.act(() => submitOrder({ requestId: 'r-1', lines: [{ skuId: 1, quantity: 1 }], source: 'buy', points: 0, remark: '', expectedCash: 100 }))
  await waitFor(() => expect(badges(u)[0]).toEqual(['待付款', '3']))
  expect(counts).toHaveBeenCalledTimes(4)
})
