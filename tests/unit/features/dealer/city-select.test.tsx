import type { RegionNode } from '@api/user2'
import CitySelectPage from '@/package-car/pages/city-select/index'
import { goBack } from '@/core/navigation'
import { applyDefault, getLocation } from '@/core/location'
import { locate } from '@/core/location/locate'
import { getRegionTree } from '@/entities/region/api'
import { forgetChosenCity, getChosenCity } from '@/features/dealer/atoms'
import { byText, click, renderInStore, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/location/locate', () => ({ locate: jest.fn(), lookupAddress: jest.fn() }))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/package-car/pages/city-select/index')

const node = (regionCode: string, regionName: string, parentCode: string, level: number, letter: string, hot = false, children: RegionNode[] = []): RegionNode => ({
  regionCode, regionName, parentCode, level, letter, hot, latitude: 0, longitude: 0, children,
})
const TREE = [
  node('110000', '北京市', '0', 1, 'B', false, [node('110100', '北京市', '110000', 2, 'B', true)]),
  node('440000', '广东省', '0', 1, 'G', false, [
    node('440100', '广州市', '440000', 2, 'G', true),
    node('440300', '深圳市', '440000', 2, 'S', true),
    node('440600', '佛山市', '440000', 2, 'F'),
  ]),
  node('510000', '四川省', '0', 1, 'S', false, [node('510100', '成都市', '510000', 2, 'C', true)]),
]
const SHENZHEN = { province: { code: '440000', name: '广东省' }, city: { code: '440300', name: '深圳市' }, district: { code: '440305', name: '南山区' } }

beforeEach(() => {
  jest.clearAllMocks()
  applyDefault()
  forgetChosenCity()
  ;(getRegionTree as jest.Mock).mockResolvedValue(TREE)
  ;(locate as jest.Mock).mockImplementation(async () => {
    jest.requireActual('@/core/location/state').applyFix({ latitude: 22.53, longitude: 113.93 }, SHENZHEN, 'device')
    return { source: 'device' }
  })
})

afterEach(() => localStorage.clear())

test('the located city first, hot cities, then every city under its letter with an index bar', async () => {
  const utils = await renderInStore(CitySelectPage)
  await waitFor(() => expect(texts(utils, '.city-index__block')[0]).toContain('深圳市'))
  expect(texts(utils, '.city-index__letter')).toEqual(['B', 'C', 'F', 'G', 'S'])
  expect(texts(utils, '.city-index__bar-letter')).toEqual(['B', 'C', 'F', 'G', 'S'])
  expect(texts(utils, '.city-index__block')[1]).toBe('热门城市北京市广州市深圳市成都市')
  const groups = Array.from(utils.queries.querySelectorAll('.city-index__group')).map((g) => g.textContent)
  expect(groups[3]).toBe('G广州市广东省')
  expect(groups[2]).toBe('F佛山市广东省')
})

test('a letter of the index bar jumps to its group at once', async () => {
  const utils = await renderInStore(CitySelectPage)
  await waitFor(() => expect(texts(utils, '.city-index__bar-letter').length).toBe(5))
  const jumps: string[] = []
  const original = Element.prototype.scrollIntoView
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    jumps.push(`${this.id} ${typeof options === 'object' ? options.behavior : ''}`)
  }
  try {
    click(utils, byText(utils, '.city-index__bar-letter', 'G'))
    expect(jumps).toEqual(['city-letter-G auto'])
    expect(byText(utils, '.city-index__group', '广州市').id).toBe('city-letter-G')
  } finally {
    Element.prototype.scrollIntoView = original
  }
})

test('picking a city remembers it, saves it as the location, and goes back', async () => {
  const utils = await renderInStore(CitySelectPage)
  await waitFor(() => expect(texts(utils, '.city-index__row').length).toBe(5))
  click(utils, byText(utils, '.city-index__row', '佛山市'))
  expect(getChosenCity()).toEqual({ provinceCode: '440000', provinceName: '广东省', cityCode: '440600', cityName: '佛山市' })
  expect(getLocation().city).toEqual({ code: '440600', name: '佛山市' })
  expect(localStorage.getItem('location')).toContain('440600')
  expect(goBack).toHaveBeenCalledTimes(1)
})

test('a failing region list shows the error with retry', async () => {
  ;(getRegionTree as jest.Mock).mockRejectedValueOnce(new Error('网络错误'))
  const utils = await renderInStore(CitySelectPage)
  await waitFor(() => expect(utils.html()).toContain('网络错误'))
  click(utils, '.page-shell__retry')
  await waitFor(() => expect(texts(utils, '.city-index__row').length).toBe(5))
})
