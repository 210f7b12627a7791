// Nothing waits on a location that may never come (issue 41 item 4): the dealer page, city select
// and the test drive show the picked or default city's data at once, say 定位中… beside the city
// while the first fix is under way, and refine when it comes; a give-up says why, with 切换城市.
import type { Dealer } from '@api/lead'
import type { RegionNode } from '@api/user2'
import ChoiceStoresPage from '@/package-car/pages/choice-stores/choice-stores'
import CitySelectPage from '@/package-car/pages/city-select/index'
import TestDrivePage from '@/package-car/pages/test-drive/index'
import { openPage } from '@/core/navigation'
import { applyDefault, type LocateResult } from '@/core/location'
import { locate } from '@/core/location/locate'
import { getDealerDistricts, getDealers } from '@/entities/dealer/api'
import { getRegionTree } from '@/entities/region/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { chooseCity, forgetChosenCity } from '@/features/dealer/atoms'
import { setSelectedDealer } from '@/features/dealer/selected'
import { positionHint } from '@/features/dealer/use-locating'
import { byText, click, renderInStore, texts, waitFor, type Utils } from '../../../support/ui'
import { deferred } from '../../../support/deferred'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/location/locate', () => ({ locate: jest.fn(), lookupAddress: jest.fn() }))
jest.mock('@/entities/dealer/api', () => ({ getDealers: jest.fn(), getDealerDistricts: jest.fn() }))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn() }))
jest.mock('@/features/test-drive/api', () => ({ submitTestDrive: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const BEIJING = { province: { code: '110000', name: '北京市' }, city: { code: '110100', name: '北京市' }, district: { code: '', name: '' } }
const SHENZHEN = { province: { code: '440000', name: '广东省' }, city: { code: '440300', name: '深圳市' }, district: { code: '440305', name: '南山区' } }
const NANSHAN = { latitude: 22.5329, longitude: 113.9304 }

const dealer = (id: number, code: string, name: string, provinceCode: string, cityCode: string, cityName: string, latitude: number, longitude: number): Dealer => ({
  id, dealerCode: code, dealerName: name, shortName: name, address: `${name}地址`, phone: '1', businessHours: '09:00-18:00',
  provinceCode, provinceName: provinceCode === '110000' ? '北京市' : '广东省', cityCode, cityName, districtCode: '', latitude, longitude, score: 4.8, distance: null,
})
const BJ = [dealer(1, 'EV-BJ-001', '星驰汽车北京东城中心店', '110000', '110100', '北京市', 39.9402, 116.4346), dealer(2, 'EV-BJ-002', '星驰汽车北京海淀体验中心', '110000', '110100', '北京市', 39.9836, 116.3161)]
const SZ = [dealer(9, 'EV-SZ-002', '星驰汽车深圳福田店', '440000', '440300', '深圳市', 22.5364, 114.0556), dealer(8, 'EV-SZ-001', '星驰汽车深圳南山店', '440000', '440300', '深圳市', 22.5404, 113.9519)]
// From Beijing, Tianhe (further north) is nearer; from Nanshan, Panyu is.
const GZ = [dealer(6, 'EV-GZ-001', '星驰汽车广州天河店', '440000', '440100', '广州市', 23.1322, 113.3271), dealer(7, 'EV-GZ-002', '星驰汽车广州番禺店', '440000', '440100', '广州市', 22.9936, 113.3498)]
const BY_CITY: Record<string, Dealer[]> = { '110100': BJ, '440300': SZ, '440100': GZ }

const node = (regionCode: string, regionName: string, parentCode: string, level: number, letter: string, children: RegionNode[] = []): RegionNode => ({
  regionCode, regionName, parentCode, level, letter, hot: false, latitude: 0, longitude: 0, children,
})
const TREE = [
  node('110000', '北京市', '0', 1, 'B', [node('110100', '北京市', '110000', 2, 'B')]),
  node('440000', '广东省', '0', 1, 'G', [node('440100', '广州市', '440000', 2, 'G'), node('440300', '深圳市', '440000', 2, 'S')]),
]
const region = (regionCode: string, regionName: string, parentCode: string) => ({ regionCode, regionName, parentCode, level: parentCode === '0' ? 1 : 2, letter: 'G', hot: false, latitude: 0, longitude: 0 })

/** locate() held open, as with a prompt nobody answers; `answer` settles it as the real one would. */
function pendingLocate() {
  const pending = deferred<LocateResult>()
  ;(locate as jest.Mock).mockImplementation(() => pending.promise)
  const state = jest.requireActual('@/core/location/state')
  return {
    /** The device's fix in Shenzhen. */
    device: () => {
      state.applyFix(NANSHAN, SHENZHEN, 'device')
      pending.resolve({ position: NANSHAN, location: SHENZHEN, source: 'device', allowed: true })
    },
    /** Given up on the device; the network places the user in Beijing. */
    timedOut: () => {
      state.applyFix({ latitude: 39.9, longitude: 116.38 }, BEIJING, 'ip')
      pending.resolve({ position: { latitude: 39.9, longitude: 116.38 }, location: BEIJING, source: 'ip', allowed: true, error: 'network error', timedOut: true })
    },
  }
}

const status = (utils: Utils) => texts(utils, '[role="status"]')
/** The city bar, by its label. */
const cityBar = (utils: Utils) => utils.queries.querySelector('[role="button"][aria-label^="当前城市"]')!
/** The block a label heads: the label and what follows it. */
const block = (utils: Utils, label: string) =>
  Array.from(utils.queries.querySelectorAll('*')).find((el) => el.textContent === label)?.parentElement?.textContent

beforeEach(() => {
  jest.clearAllMocks()
  applyDefault()
  forgetChosenCity()
  setSelectedDealer(null)
  localStorage.clear()
  ;(getDealers as jest.Mock).mockImplementation(async ({ cityId }: { cityId: string }) => BY_CITY[cityId] ?? [])
  ;(getRegionTree as jest.Mock).mockResolvedValue(TREE)
  ;(getVehicleTypes as jest.Mock).mockResolvedValue([{ id: 1, name: '星驰 S7' }])
  ;(getDealerDistricts as jest.Mock).mockImplementation(async (pid?: string) =>
    pid ? [region('440100', '广州市', '440000'), region('440300', '深圳市', '440000')] : [region('440000', '广东省', '0')],
  )
})

afterEach(() => localStorage.clear())

describe('the reason of a give-up', () => {
  test.each([
    [{ timedOut: true }, 'ip', '定位超时，已按网络定位（北京市）估算距离'],
    [{ timedOut: true }, 'default', '定位超时，已使用默认位置：北京，距离仅供参考'],
    [{}, 'ip', '定位失败，已按网络定位（北京市）估算距离'],
    [{}, 'default', '定位失败，已使用默认位置：北京，距离仅供参考'],
    [{ refused: true }, 'ip', '未授权位置信息，已按网络定位（北京市）估算距离。查看离您最近的门店需要使用位置信息'],
    [{ refused: true }, 'default', '未授权位置信息，已显示默认城市：北京。查看离您最近的门店需要使用位置信息'],
    [{ timedOut: true }, 'device', ''],
  ] as const)('%j from %s', (why, source, hint) => {
    expect(positionHint(source, BEIJING, why)).toBe(hint)
  })
})

describe('the dealer page', () => {
  beforeEach(() => openMockPage('/package-car/pages/choice-stores/choice-stores'))

  test('lists the default city at once with 定位中… beside it; a give-up says why and keeps the list', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(ChoiceStoresPage)
    await waitFor(() => expect(texts(utils, '[data-code]').length).toBe(2))
    expect(getDealers).toHaveBeenCalledWith({ provinceId: '110000', cityId: '110100' })
    const bar = cityBar(utils)
    expect(bar.textContent).toContain('北京市')
    expect(bar.textContent).toContain('定位中…')
    expect(status(utils)).toEqual([])

    await utils.act(async () => fix.timedOut())
    await waitFor(() => expect(status(utils)).toEqual(['定位超时，已按网络定位（北京市）估算距离切换城市']))
    expect(cityBar(utils).textContent).not.toContain('定位中…')
    // Same city: the list stays as read, not read again.
    expect(getDealers).toHaveBeenCalledTimes(1)
    expect(utils.html()).toContain('星驰汽车北京东城中心店')
    click(utils, byText(utils, '[role="status"] [role="button"]', '切换城市'))
    expect(openPage).toHaveBeenCalledWith('/package-car/pages/city-select/index')
  })

  test('a fix that comes moves the list to the located city, nearest first', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(ChoiceStoresPage)
    await waitFor(() => expect(utils.html()).toContain('星驰汽车北京东城中心店'))
    await utils.act(async () => fix.device())
    await waitFor(() => expect(texts(utils, '[data-code]').map((t) => t.slice(0, 9))).toEqual(['星驰汽车深圳南山店', '星驰汽车深圳福田店']))
    expect(cityBar(utils).textContent).not.toContain('定位中…')
    expect(status(utils)).toEqual([])
  })

  test('a picked city stays when the fix comes; its list is re-sorted from the fix, not read again', async () => {
    chooseCity({ provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' })
    const fix = pendingLocate()
    const utils = await renderInStore(ChoiceStoresPage)
    await waitFor(() => expect(texts(utils, '[data-code]').map((t) => t.slice(0, 9))).toEqual(['星驰汽车广州天河店', '星驰汽车广州番禺店']))
    await utils.act(async () => fix.device())
    await waitFor(() => expect(texts(utils, '[data-code]').map((t) => t.slice(0, 9))).toEqual(['星驰汽车广州番禺店', '星驰汽车广州天河店']))
    expect(cityBar(utils).textContent).toContain('广州市')
    expect(getDealers).toHaveBeenCalledTimes(1)
  })
})

describe('city select', () => {
  beforeEach(() => openMockPage('/package-car/pages/city-select/index'))

  test('shows the last known city at once with 定位中…, then the located one', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(CitySelectPage)
    await waitFor(() => expect(texts(utils, '[role="button"]')).toContain('广州市广东省'))
    expect(block(utils, '当前定位城市')).toBe('当前定位城市北京市定位中…')
    await utils.act(async () => fix.device())
    await waitFor(() => expect(block(utils, '当前定位城市')).toBe('当前定位城市深圳市'))
  })

  test('a give-up shows its reason, without a second way to switch on the switching page', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(CitySelectPage)
    await utils.act(async () => fix.timedOut())
    await waitFor(() => expect(status(utils)).toEqual(['定位超时，已按网络定位（北京市）估算距离']))
  })
})

describe('the test drive', () => {
  beforeEach(() => openMockPage('/package-car/pages/test-drive/index', { vehicleTypeId: '1' }))

  const checked = (utils: Utils) => texts(utils, '[role="radio"][aria-checked="true"]')

  test('proposes the default city and its nearest dealer at once, then the located city when the fix comes', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(TestDrivePage)
    await waitFor(() => expect(checked(utils).some((t) => t.startsWith('星驰汽车北京东城中心店'))).toBe(true))
    expect(utils.html()).toContain('定位中…')
    expect(byText(utils, '[role="button"]', '北京市')).toBeTruthy()

    await utils.act(async () => fix.device())
    await waitFor(() => expect(checked(utils).some((t) => t.startsWith('星驰汽车深圳南山店'))).toBe(true))
    expect(byText(utils, '[role="button"]', '广东省 深圳市')).toBeTruthy()
    expect(utils.html()).not.toContain('定位中…')
  })

  test('a city picked before the fix comes stays; a give-up offers 切换城市, which opens the city sheet', async () => {
    const fix = pendingLocate()
    const utils = await renderInStore(TestDrivePage)
    await waitFor(() => expect(checked(utils).length).toBe(2)) // the model and the proposed dealer
    click(utils, byText(utils, '[role="button"]', '更换'))
    await waitFor(() => expect(texts(utils, '[role="dialog"] [role="button"]')).toContain('广东省'))
    click(utils, byText(utils, '[role="dialog"] [role="button"]', '广东省'))
    await waitFor(() => expect(texts(utils, '[role="dialog"] [role="button"]')).toContain('广州市'))
    click(utils, byText(utils, '[role="dialog"] [role="button"]', '广州市'))
    await waitFor(() => expect(checked(utils).some((t) => t.startsWith('星驰汽车广州天河店'))).toBe(true))
    expect(utils.html()).not.toContain('定位中…')

    await utils.act(async () => fix.timedOut())
    await waitFor(() => expect(status(utils)).toEqual(['定位超时，已按网络定位（北京市）估算距离切换城市']))
    expect(byText(utils, '[role="button"]', '广东省 广州市')).toBeTruthy()
    click(utils, byText(utils, '[role="status"] [role="button"]', '切换城市'))
    await waitFor(() => expect(utils.queries.querySelector('[role="dialog"]')).not.toBeNull())
  })
})
