import { Provider } from 'jotai'
import type { MaintenanceRecord, OwnedCar } from '@api/car-service'
import MaintenanceHistoryPage from '@/package-car/pages/maintenance-history/index'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import { openPage } from '@/core/navigation'
import * as maintenanceApi from '@/features/maintenance/api'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/features/maintenance/api', () => ({ getMyCars: jest.fn(), getMaintenanceRecords: jest.fn(), getMaintenanceDetail: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-car/pages/maintenance-history/index' }))

openMockPage('/package-car/pages/maintenance-history/index')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(maintenanceApi)

function Page() {
  return (
    <Provider store={store}>
      <MaintenanceHistoryPage />
    </Provider>
  )
}
const plan = { intervalMonths: 6, intervalKm: 10000, dailyKm: 40 }
const car = (id: number, plate: string, vin: string, lastRoutine: OwnedCar['lastRoutine']): OwnedCar => ({
  id, plate, model: `车型 ${id}`, vin, energy: 'fuel', mileage: 20000, purchaseDate: '2023-01-01', hasHomePile: false, plan, lastRoutine,
})
const record = (id: number, carId: number, dealerName: string): MaintenanceRecord => ({
  id, carId, date: '2025-06-01', dealerName, mileage: 18000, type: 'repair', amount: 63000,
})
const page = (list: MaintenanceRecord[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 })

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  api.getMyCars.mockResolvedValue([
    car(1, '粤B·12345', 'LFV3A23C5M3001234', { date: '2025-09-12', mileage: 50200 }),
    car(3, '粤B·F24680', 'LFV2B21E0R5009012', null),
  ])
  api.getMaintenanceRecords.mockImplementation(async ({ carId }) => page(carId === 1 ? [record(114, 1, '星驰汽车深圳南山店')] : []))
})

afterAll(() => clearSession())

type Utils = Awaited<ReturnType<typeof render>>
const texts = (u: Utils, sel: string) => Array.from(u.queries.querySelectorAll(sel)).map((e) => e.textContent)

test('shows my cars with masked VINs and the first car\'s records, then another car\'s on switching', async () => {
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.maintenance-record__dealer')).toEqual(['星驰汽车深圳南山店']))
  expect(texts(u, '.maintenance-cars__vin')).toEqual(['LFV3A2****1234', 'LFV2B2****9012'])
  expect(texts(u, '.maintenance-record__type')).toEqual(['维修'])
  expect(texts(u, '.maintenance-record__amount')).toEqual(['¥630.00'])
  expect(u.queries.querySelector('.maintenance-next__text')?.textContent).toBe('下次保养：2026-03-12 或 60200 km，以先到者为准')

  u.fireEvent.click(u.queries.queryByText('粤B·F24680')!)
  await waitFor(() => expect(u.queries.queryByText('这辆车还没有保养记录')).not.toBeNull())
  expect(texts(u, '.maintenance-record__dealer')).toEqual([])
  expect(api.getMaintenanceRecords).toHaveBeenLastCalledWith({ carId: 3, pageNo: 1, pageSize: 10 })
  expect(u.queries.querySelector('[aria-selected="true"] .maintenance-cars__plate')?.textContent).toBe('粤B·F24680')
})

test('a record opens its details', async () => {
  const u = await render(Page)
  await waitFor(() => expect(u.queries.querySelector('.maintenance-record')).not.toBeNull())
  u.fireEvent.click(u.queries.querySelector('.maintenance-record')!)
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/maintenance-history/details?id=114')
})

test('a guest is asked to log in and no call is made', async () => {
  clearSession()
  const u = await render(Page)
  expect(u.queries.queryByText('登录后查看保养记录')).not.toBeNull()
  expect(u.queries.querySelector('.maintenance-cars')).toBeNull()
  expect(api.getMyCars).not.toHaveBeenCalled()
})
