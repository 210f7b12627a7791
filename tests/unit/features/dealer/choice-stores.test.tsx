import type { Dealer } from '@api/lead'
import ChoiceStoresPage from '@/package-car/pages/choice-stores/choice-stores'
import { goBack, openPage } from '@/core/navigation'
import { applyDefault } from '@/core/location'
import { getSelectedDealer, setSelectedDealer } from '@/features/dealer/selected'
import { locate } from '@/core/location/locate'
import { getDealers } from '@/entities/dealer/api'
import { chooseCity, forgetChosenCity } from '@/features/dealer/atoms'
import { byText, click, renderInStore, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/location/locate', () => ({ locate: jest.fn(), lookupAddress: jest.fn() }))
jest.mock('@/entities/dealer/api', () => ({ getDealers: jest.fn() }))

openMockPage('/package-car/pages/choice-stores/choice-stores')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const SHENZHEN = { province: { code: '440000', name: '广东省' }, city: { code: '440300', name: '深圳市' }, district: { code: '440305', name: '南山区' } }
const NANSHAN = { latitude: 22.5329, longitude: 113.9304 }

function dealer(id: number, code: string, name: string, latitude: number, longitude: number): Dealer {
  return {
    id, dealerCode: code, dealerName: name, shortName: name, address: `${name}地址`, phone: '0755-1', businessHours: '09:00-18:00',
    provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440305', latitude, longitude, score: 4.8, distance: null,
  }
}
// Server order: Futian first, although Nanshan is nearer to the user.
const FUTIAN = dealer(9, 'EV-SZ-002', '星驰汽车深圳福田店', 22.5364, 114.0556)
const NANSHAN_STORE = dealer(8, 'EV-SZ-001', '星驰汽车深圳南山店', 22.5404, 113.9519)

function located(source: 'device' | 'ip' | 'default', refused?: boolean) {
  ;(locate as jest.Mock).mockImplementation(async () => {
    // What the real locate leaves in the store, minus the network.
    const state = jest.requireActual('@/core/location/state')
    if (source === 'default') state.applyDefault()
    else state.applyFix(NANSHAN, SHENZHEN, source)
    return { position: NANSHAN, location: SHENZHEN, source, allowed: source !== 'default', ...(refused && { refused }) }
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  applyDefault()
  forgetChosenCity()
  setSelectedDealer(null)
  for (const key of Object.keys(mockParams)) delete mockParams[key]
})

afterEach(() => localStorage.clear())

test('dealers of the located city come nearest first, with 2-decimal distances and no hint', async () => {
  located('device')
  ;(getDealers as jest.Mock).mockResolvedValue([FUTIAN, NANSHAN_STORE])
  const utils = await renderInStore(ChoiceStoresPage)
  await waitFor(() => expect(texts(utils, '.dealer-card__name')).toEqual(['星驰汽车深圳南山店', '星驰汽车深圳福田店']))
  expect(getDealers).toHaveBeenCalledWith({ provinceId: '440000', cityId: '440300' })
  expect(texts(utils, '.city-bar__name')).toEqual(['深圳市'])
  for (const km of texts(utils, '.dealer-card__distance')) expect(km).toMatch(/^距您 \d+\.\d{2} km$/)
  expect(byText(utils, '.dealer-card', '南山店').textContent).toContain('离我最近')
  expect(utils.queries.querySelector('.location-hint')).toBeNull()
})

test.each([
  ['ip' as const, '未授权位置信息，已按网络定位（深圳市）估算距离。查看离您最近的门店需要使用位置信息'],
  ['default' as const, '未授权位置信息，已显示默认城市：北京。查看离您最近的门店需要使用位置信息'],
])('the user declined to give the position (%s): the hint says so and what needs it; the list still shows', async (source, hint) => {
  located(source, true)
  ;(getDealers as jest.Mock).mockResolvedValue([FUTIAN, NANSHAN_STORE])
  const utils = await renderInStore(ChoiceStoresPage)
  await waitFor(() => expect(texts(utils, '[role="status"] .location-hint__text')).toEqual([hint]))
  await waitFor(() => expect(texts(utils, '.dealer-card__name')).toHaveLength(2))
})

test('a refused position shows the Beijing default with a visible hint', async () => {
  located('default')
  ;(getDealers as jest.Mock).mockResolvedValue([])
  const utils = await renderInStore(ChoiceStoresPage)
  await waitFor(() => expect(texts(utils, '[role="status"] .location-hint__text')).toEqual(['定位失败，已使用默认位置：北京，距离仅供参考']))
  // The hint shows from the first render (the default is there before locating ends); the call
  // follows in an effect, which Preact runs a frame later than React.
  await waitFor(() => expect(getDealers).toHaveBeenCalledWith({ provinceId: '110000', cityId: '110100' }))
  expect(texts(utils, '.city-bar__name')).toEqual(['北京市'])
  await waitFor(() => expect(utils.html()).toContain('北京市暂无门店，试试切换城市'))
})

test('a failing list shows the error and its retry loads again', async () => {
  located('device')
  // Failing for the default city read at once and for the located one.
  ;(getDealers as jest.Mock).mockRejectedValue(new Error('服务器内部错误'))
  const utils = await renderInStore(ChoiceStoresPage)
  await waitFor(() => expect(getDealers).toHaveBeenLastCalledWith({ provinceId: '440000', cityId: '440300' }))
  await waitFor(() => expect(texts(utils, '.paged-list-state__text')).toEqual(['服务器内部错误']))
  expect(texts(utils, '.paged-list-state__title')).toEqual(['加载失败'])
  const calls = (getDealers as jest.Mock).mock.calls.length
  ;(getDealers as jest.Mock).mockResolvedValue([NANSHAN_STORE])
  click(utils, byText(utils, '.paged-list-state__retry', '重新加载'))
  await waitFor(() => expect(texts(utils, '.dealer-card__name')).toEqual(['星驰汽车深圳南山店']))
  expect(getDealers).toHaveBeenCalledTimes(calls + 1)
})

test('a picked city wins over the located one; choosing a dealer saves it and goes back', async () => {
  located('device')
  chooseCity({ provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' })
  ;(getDealers as jest.Mock).mockResolvedValue([NANSHAN_STORE])
  const utils = await renderInStore(ChoiceStoresPage)
  await waitFor(() => expect(texts(utils, '.dealer-card__name')).toHaveLength(1))
  expect(getDealers).toHaveBeenCalledWith({ provinceId: '440000', cityId: '440100' })
  expect(texts(utils, '.city-bar__name')).toEqual(['广州市'])
  click(utils, byText(utils, '.dealer-card__action', '选择此店'))
  expect(getSelectedDealer()).toMatchObject({ dealerCode: 'EV-SZ-001' })
  expect(localStorage.getItem('selectedDealer')).toContain('EV-SZ-001')
  expect(goBack).toHaveBeenCalledTimes(1)
  click(utils, '.city-bar__city')
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/city-select/index')
})

test('type=1 restores the saved location and dealer before the first fetch', async () => {
  ;(locate as jest.Mock).mockImplementation(() => new Promise(() => undefined))
  ;(getDealers as jest.Mock).mockResolvedValue([NANSHAN_STORE])
  localStorage.setItem('location', JSON.stringify({ data: { province: { code: '330000', name: '浙江省' }, city: { code: '330100', name: '杭州市' }, district: { code: '', name: '' } } }))
  localStorage.setItem('selectedDealer', JSON.stringify({ data: { ...NANSHAN_STORE } }))
  mockParams.type = '1'
  const utils = await renderInStore(ChoiceStoresPage)
  // Still locating, yet the restored city is used and the restored dealer is marked.
  await waitFor(() => expect(texts(utils, '.dealer-card__name')).toEqual(['星驰汽车深圳南山店']))
  expect(getDealers).toHaveBeenCalledWith({ provinceId: '330000', cityId: '330100' })
  expect(texts(utils, '.city-bar__name')).toEqual(['杭州市'])
  expect(byText(utils, '.dealer-card', '南山店').textContent).toContain('已选')
})

test('locating repeats every 30 s while the page is shown, pauses under another page, resumes on return', async () => {
  located('device')
  ;(getDealers as jest.Mock).mockResolvedValue([NANSHAN_STORE])
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
  try {
    const utils = await renderInStore(ChoiceStoresPage)
    expect(locate).toHaveBeenCalledTimes(1)
    await utils.act(async () => {
      jest.advanceTimersByTime(30_000)
    })
    expect(locate).toHaveBeenCalledTimes(2)
    await utils.act(async () => mockPage.hide!())
    await utils.act(async () => {
      jest.advanceTimersByTime(120_000)
    })
    expect(locate).toHaveBeenCalledTimes(2)
    await utils.act(async () => mockPage.show!())
    expect(locate).toHaveBeenCalledTimes(3)
  } finally {
    jest.useRealTimers()
  }
})
