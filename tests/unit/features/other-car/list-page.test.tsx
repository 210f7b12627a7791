import { Provider } from 'jotai'
import Taro from '@tarojs/taro'
import OtherCarPage from '@/package-car/pages/other-car/index'
import { deleteOtherCar, getOtherCarActivities, getOtherCars } from '@/features/other-car/api'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { store } from '@/core/store'
import { invalidate } from '@/core/query'
import { render } from '../../../support/render'
import { mockPage, openMockPage } from '../../../support/taro-page'
import { $, activity, car, texts, waitFor } from './support'

jest.mock('@/features/other-car/api', () => ({ getOtherCars: jest.fn(), getOtherCarActivities: jest.fn(), deleteOtherCar: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-car/pages/other-car/index' }))
openMockPage('/package-car/pages/other-car/index')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

function Page() {
  return (
    <Provider store={store}>
      <OtherCarPage />
    </Provider>
  )
}

const PASSAT = car()
const CAMRY = car({ id: 502, brandId: 8, brandName: '丰田', modelId: 801, modelName: '凯美瑞', plate: '粤B5T7Q9', vin: '', purchaseDate: '2021-11-06', licencePhoto: null })

beforeEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
  setToken('dev-token')
  jest.mocked(getOtherCars).mockResolvedValue([CAMRY, PASSAT])
  jest.mocked(getOtherCarActivities).mockResolvedValue([
    activity(),
    activity({ id: 205, kind: 'owner-event', title: '异品牌车主试驾日', benefit: '试驾送 200 积分与 1:43 车模', hash: 'other-owner-day', deadline: '2030-08-01T12:00:00+08:00' }),
  ])
})

afterAll(() => clearSession())

async function open() {
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.oc-car__plate')).toHaveLength(2))
  await waitFor(() => expect(texts(u, '.oc-activity__title')).toHaveLength(2))
  return u
}

test('my cars of other brands with plate, purchase date and licence photo, then the activities with what they give and their deadline', async () => {
  const u = await open()
  expect(texts(u, '.oc-car__model')).toEqual(['丰田 凯美瑞', '大众 帕萨特'])
  expect(texts(u, '.oc-car__plate')).toEqual(['粤B·5T7Q9', '浙A·8K2M6'])
  expect(texts(u, '.oc-car__date')).toEqual(['购车日期 2021-11-06', '购车日期 2019-05-20'])
  expect(texts(u, '.oc-car__photo--none')).toEqual(['未上传行驶证'])
  expect($(u, '.oc-car__image')?.getAttribute('alt')).toBe('浙A·8K2M6 行驶证照片')
  expect($(u, '.oc-section__count')?.textContent).toBe('2/5')
  expect(texts(u, '.oc-activity__kind')).toEqual(['置换补贴', '车主活动'])
  expect(texts(u, '.oc-activity__benefit')).toEqual(['至高 8000 元置换补贴 + 旧车免费评估', '试驾送 200 积分与 1:43 车模'])
  expect(texts(u, '.oc-activity__deadline')).toEqual(['报名截止 2030.07.20', '报名截止 2030.08.01'])
})

test('an activity opens its registration page; 添加车辆 opens the form', async () => {
  const u = await open()
  u.fireEvent.click(u.queries.querySelectorAll('.oc-activity')[1])
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/activity-detail/activity-detail?hash=other-owner-day')
  u.fireEvent.click($(u, '.oc-list__add')!)
  expect(openPage).toHaveBeenLastCalledWith('/package-car/pages/other-car/add')
})

test('deleting asks first: cancelling keeps the car, confirming removes it', async () => {
  const modal = jest.spyOn(Taro, 'showModal')
  modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' } as never)
  jest.mocked(deleteOtherCar).mockResolvedValue({ id: 501 })
  const u = await open()
  const del = () => u.fireEvent.click(u.queries.querySelectorAll('.oc-car__delete')[1])
  del()
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(modal.mock.calls[0][0]).toMatchObject({ title: '删除车辆', confirmText: '删除', content: expect.stringContaining('大众 帕萨特 浙A·8K2M6') })
  await new Promise((r) => setTimeout(r, 20))
  expect(deleteOtherCar).not.toHaveBeenCalled()
  expect(texts(u, '.oc-car__plate')).toHaveLength(2)

  modal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
  del()
  await waitFor(() => expect(texts(u, '.oc-car__plate')).toEqual(['粤B·5T7Q9']))
  expect(deleteOtherCar).toHaveBeenCalledWith(501)
})

test('a refused delete keeps the car', async () => {
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
  jest.mocked(deleteOtherCar).mockRejectedValue(new Error('车辆 501 不存在'))
  const u = await open()
  u.fireEvent.click(u.queries.querySelectorAll('.oc-car__delete')[1])
  await waitFor(() => expect(deleteOtherCar).toHaveBeenCalled())
  await waitFor(() => expect($(u, '.oc-car__delete[disabled]')).toBeNull())
  expect(texts(u, '.oc-car__plate')).toEqual(['粤B·5T7Q9', '浙A·8K2M6'])
})

test('no cars: the invitation to add one; back from adding, the new car shows', async () => {
  jest.mocked(getOtherCars).mockResolvedValueOnce([])
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('添加您的其他品牌车辆，参加置换与车主活动')).not.toBeNull())
  expect($(u, '.oc-section__count')?.textContent).toBe('0/5')
  u.fireEvent.click($(u, '.oc-list__add')!)
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/other-car/add')

  mockPage.show?.() // the first show, already loaded
  jest.mocked(getOtherCars).mockResolvedValueOnce([PASSAT])
  u.act(() => invalidate('other-car')) // what adding a car does (features/other-car/api)
  u.act(() => void mockPage.show?.())
  await waitFor(() => expect(texts(u, '.oc-car__plate')).toEqual(['浙A·8K2M6']))
  expect(getOtherCars).toHaveBeenCalledTimes(2)
})

test('five cars: adding is closed and says why', async () => {
  jest.mocked(getOtherCars).mockResolvedValueOnce([1, 2, 3, 4, 5].map((i) => car({ id: i, plate: `浙A1234${i}` })))
  const u = await render(Page)
  await waitFor(() => expect(texts(u, '.oc-car__plate')).toHaveLength(5))
  expect($(u, '.oc-list__add')?.hasAttribute('disabled')).toBe(true)
  expect($(u, '.oc-list__full')?.textContent).toBe('最多添加 5 辆其他品牌车辆，请先删除不用的车辆')
})

test('failures: the cars offer a retry; the activities their own', async () => {
  jest.mocked(getOtherCars).mockRejectedValueOnce(new Error('服务器端错误'))
  jest.mocked(getOtherCarActivities).mockRejectedValueOnce(new Error('网络异常'))
  const u = await render(Page)
  await waitFor(() => expect($(u, '.page-shell__retry')).not.toBeNull())
  u.fireEvent.click($(u, '.page-shell__retry')!)
  await waitFor(() => expect(texts(u, '.oc-car__plate')).toHaveLength(2))
  await waitFor(() => expect($(u, '.paged-list-state__retry')).not.toBeNull())
  expect($(u, '.paged-list-state__text')?.textContent).toBe('网络异常')
  u.fireEvent.click($(u, '.paged-list-state__retry')!)
  await waitFor(() => expect(texts(u, '.oc-activity__title')).toHaveLength(2))
})

test('a guest is asked to log in and still sees the activities', async () => {
  clearSession()
  const u = await render(Page)
  expect(u.queries.queryByText('登录后添加其他品牌车辆，参加置换与车主活动')).not.toBeNull()
  await waitFor(() => expect(texts(u, '.oc-activity__title')).toHaveLength(2))
  expect(getOtherCars).not.toHaveBeenCalled()
})
