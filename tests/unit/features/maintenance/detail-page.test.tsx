import { Provider } from 'jotai'
import type { MaintenanceDetail } from '@api/car-service'
import MaintenanceDetailPage from '@/package-car/pages/maintenance-history/details'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import { openPage } from '@/core/navigation'
import * as maintenanceApi from '@/features/maintenance/api'
import { routeTo } from '@/shared/map'
import { callPhone } from '@/shared/phone'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/features/maintenance/api', () => ({ getMyCars: jest.fn(), getMaintenanceRecords: jest.fn(), getMaintenanceDetail: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-car/pages/maintenance-history/details?id=114' }))
jest.mock('@/shared/map', () => ({ routeTo: jest.fn() }))
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))

openMockPage('/package-car/pages/maintenance-history/details', { id: '114' })
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(maintenanceApi)
const dealer = { name: '星驰汽车深圳南山店', phone: '0755-86001234', address: '深圳市南山区深南大道 9668 号', latitude: 22.5404, longitude: 113.9519 }
const detail: MaintenanceDetail = {
  id: 114, carId: 1, date: '2025-09-12', dealerName: dealer.name, mileage: 50200, type: 'routine', amount: 70900,
  items: [
    { name: '机油 5W-30（升）', kind: 'part', quantity: 4.5, unitPrice: 9800, total: 44100 },
    { name: '机油滤清器', kind: 'part', quantity: 1, unitPrice: 6800, total: 6800 },
    { name: '常规保养工时', kind: 'labour', quantity: 1, unitPrice: 20000, total: 20000 },
  ],
  advisorName: '刘洋', dealer, orderId: 7114,
}

function Page() {
  return (
    <Provider store={store}>
      <MaintenanceDetailPage />
    </Provider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.id = '114'
  setToken('dev-token')
  api.getMaintenanceDetail.mockResolvedValue(detail)
})

afterAll(() => clearSession())

type Utils = Awaited<ReturnType<typeof render>>
const texts = (u: Utils, sel: string) => Array.from(u.queries.querySelectorAll(sel)).map((e) => e.textContent)

test('shows the items with quantity, unit price and line totals, the invoice total and the advisor', async () => {
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.maintenance-items__line')).toHaveLength(3))
  expect(api.getMaintenanceDetail).toHaveBeenCalledWith(114)
  expect(texts(u, '.maintenance-items__calc')).toEqual(['4.5 × ¥98.00', '1 × ¥68.00', '1 × ¥200.00'])
  expect(texts(u, '.maintenance-items__total')).toEqual(['¥441.00', '¥68.00', '¥200.00'])
  expect(texts(u, '.maintenance-items__kind')).toEqual(['配件', '配件', '工时'])
  expect(texts(u, '.maintenance-items__sum-value')).toEqual(['¥709.00'])
  expect(texts(u, '.maintenance-dealer__advisor')).toEqual(['服务顾问：刘洋'])
  expect(texts(u, '.maintenance-detail__type')).toEqual(['常规保养'])
})

test('calls the dealer, routes to it, and opens the service evaluation of the order', async () => {
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('致电门店')).not.toBeNull())
  u.fireEvent.click(u.queries.queryByText('致电门店')!)
  expect(callPhone).toHaveBeenCalledWith('0755-86001234')
  u.fireEvent.click(u.queries.queryByText('导航到店')!)
  expect(routeTo).toHaveBeenCalledWith(dealer)
  u.fireEvent.click(u.queries.queryByText('评价本次服务')!)
  expect(openPage).toHaveBeenCalledWith('/package-survey/pages/evaluation/serve/serve?id=7114')
})

test('a missing id says so without a call; a guest is asked to log in', async () => {
  mockParams.id = ''
  const u = await render(Page)
  expect(u.queries.queryByText('缺少保养记录 id，无法打开')).not.toBeNull()
  clearSession()
  mockParams.id = '114'
  const guest = await render(Page)
  expect(guest.queries.queryByText('登录后查看保养详情')).not.toBeNull()
  expect(api.getMaintenanceDetail).not.toHaveBeenCalled()
})
