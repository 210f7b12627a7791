import { Provider } from 'jotai'
import type { WarrantyCar, WarrantyTerms } from '@api/warranty'
import WarrantyPage from '@/package-car/pages/specifications-lifetime-warranty/index'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import * as warrantyApi from '@/features/warranty/api'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/features/warranty/api', () => ({ getWarrantyTerms: jest.fn(), getWarrantyCars: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-car/pages/specifications-lifetime-warranty/index' }))

openMockPage('/package-car/pages/specifications-lifetime-warranty/index')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(warrantyApi)

const terms: WarrantyTerms = {
  title: '星驰汽车首任车主终身质保',
  effectiveDate: '2021-01-01',
  sections: [
    { key: 'coverage', title: '质保范围', html: '<ul><li>动力电池</li></ul>' },
    { key: 'conditions', title: '享受条件', html: '<p>首任车主<img src="x" onerror="alert(1)"></p>' },
    { key: 'exclusions', title: '不在质保范围', html: '<p>营运车辆</p>' },
  ],
  rules: { graceDays: 30, graceKm: 1000, mileageLimitKm: 200000 },
}
const fuelPlan = { intervalMonths: 6, intervalKm: 10000 }
const evPlan = { intervalMonths: 12, intervalKm: 20000 }
const base = { firstOwner: true, firstRegisteredOn: null, routines: [] }
const cars: WarrantyCar[] = [
  { ...base, carId: 1, plate: '粤B·12345', model: '远航 L6', purchaseDate: '2023-03-10', mileage: 16000, plan: fuelPlan,
    routines: [{ date: '2023-09-02', mileage: 7900 }, { date: '2024-05-10', mileage: 14100 }] },
  { ...base, carId: 2, plate: '粤B·D67890', model: '星驰 S7', purchaseDate: '2023-06-02', mileage: 18600, plan: evPlan,
    firstOwner: false, firstRegisteredOn: '2022-04-16' },
  { ...base, carId: 3, plate: '粤B·F24680', model: '轻风 Pro', purchaseDate: '2025-10-08', mileage: 800, plan: evPlan },
]

function Page() {
  return (
    <Provider store={store}>
      <WarrantyPage />
    </Provider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  api.getWarrantyTerms.mockResolvedValue(terms)
  api.getWarrantyCars.mockResolvedValue({ today: '2025-11-27', cars })
})

afterAll(() => clearSession())

type Utils = Awaited<ReturnType<typeof render>>
const texts = (u: Utils, sel: string) => Array.from(u.queries.querySelectorAll(sel)).map((e) => e.textContent)
// The cars in the order the server lists them (ids 1, 2, 3).
const card = (u: Utils, id: number) => u.queries.querySelectorAll('.warranty-car')[id - 1]

test('each car says whether it qualifies, and why not with the days that decide it', async () => {
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.warranty-car__status')).toEqual(['不符合终身质保条件', '不符合终身质保条件', '暂符合，待首次保养']))
  expect(card(u, 1)?.querySelector('.warranty-car__reason')?.textContent).toBe(
    '未按时保养：2023-09-02 保养后，应在 2024-03-02 前完成下次保养（允许延后 30 天），实际 2024-05-10',
  )
  expect(card(u, 2)?.querySelector('.warranty-car__reason')?.textContent).toContain('非首任车主：本车 2022-04-16 首次登记，2023-06-02 转入你的名下')
  expect(card(u, 3)?.querySelector('.warranty-car__next')?.textContent).toBe(
    '2025-10-08 购车后，请在 2026-10-08 或 20000 km 前完成首次保养，以先到者为准（允许延后 30 天或超出 1000 km）',
  )
  expect(u.queries.queryByText('按截至 2025-11-27 的车辆与保养记录判断')).not.toBeNull()
})

test('the terms show their three parts, sanitized', async () => {
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.warranty-terms__heading')).toEqual(['质保范围', '享受条件', '不在质保范围']))
  expect(u.queries.querySelector('.warranty-terms .panel__title')?.textContent).toBe('星驰汽车首任车主终身质保')
  await waitFor(() => expect(document.body.innerHTML).toContain('动力电池'))
  expect(document.body.innerHTML).toContain('首任车主')
  expect(document.body.innerHTML).not.toContain('onerror')
})

test('a guest reads the terms and is asked to log in for the cars, which are not asked for', async () => {
  clearSession()
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('登录后查看你的车辆是否符合终身质保')).not.toBeNull())
  expect(u.queries.querySelector('.warranty-terms')).not.toBeNull()
  expect(api.getWarrantyCars).not.toHaveBeenCalled()
})

test('the cars failing keeps the terms and offers a retry that loads them', async () => {
  api.getWarrantyCars.mockRejectedValueOnce(new Error('网络不可用'))
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('重新加载')).not.toBeNull())
  expect(u.queries.querySelector('.warranty-terms')).not.toBeNull()
  u.fireEvent.click(u.queries.queryByText('重新加载')!)
  await waitFor(() => expect(texts(u, '.warranty-car__plate')).toEqual(['粤B·12345', '粤B·D67890', '粤B·F24680']))
})

test('no cars: said so', async () => {
  api.getWarrantyCars.mockResolvedValue({ today: '2025-11-27', cars: [] })
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('名下还没有车辆')).not.toBeNull())
})
