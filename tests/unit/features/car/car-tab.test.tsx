import CarTabPage from '@/pages/car/car'
import { openPage } from '@/core/navigation'
import { invalidate } from '@/core/query'
import { findRoute } from '@/routes'
import { getHomeBanners, getSalesCars } from '@/features/car/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { ENTRIES } from '@/features/car/components/entry-grid'
import { render } from '../../../support/render'
import { byText, click, texts, waitFor } from '../../../support/ui'
import { stubIntersectionObserver } from '../../../support/intersection-observer'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/car/api', () => ({ getSalesCars: jest.fn(), getHomeBanners: jest.fn() }))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn() }))
jest.mock('@/features/lottery/api', () => ({ getRunningLotteries: jest.fn(async () => []) }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())
openMockPage('/pages/car/car')

stubIntersectionObserver()

const type = (id: number, name: string, newCar: boolean) => ({
  id, code: name, name, seriesName: 's', image: `${id}.svg`, guidePrice: 20_980_000, newCar, energyType: '纯电', rangeKm: 700, tags: [], sort: id, launchDate: '2025-01-12',
})
const ALL = [type(1, '星驰 S7', false), type(2, '星驰 S9', true)]

beforeEach(() => {
  jest.clearAllMocks()
  ;(getVehicleTypes as jest.Mock).mockImplementation(async (newFirst: boolean) => (newFirst ? [ALL[1], ALL[0]] : ALL))
  ;(getSalesCars as jest.Mock).mockResolvedValue([
    { id: 101, vehicleTypeId: 1, name: '星驰 S7 标准续航版', image: 'x.svg', price: 20_980_000, downPayment: 3_147_000, tags: ['热销'], onSale: true },
    { id: 118, vehicleTypeId: 9, name: '旷野 T9 长续航版', image: 'y.svg', price: 38_980_000, downPayment: 5_847_000, tags: [], onSale: false },
  ])
  ;(getHomeBanners as jest.Mock).mockResolvedValue([])
})

test('a skeleton stands in while the tab loads', async () => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  ;(getSalesCars as jest.Mock).mockImplementationOnce(async () => {
    await held
    return []
  })
  const utils = await render(CarTabPage)
  expect(utils.queries.querySelector('.car-skeleton')).not.toBeNull()
  expect(utils.queries.querySelector('.car-sections__type')).toBeNull()
  await utils.act(async () => release())
  await waitFor(() => expect(utils.queries.querySelector('.car-skeleton')).toBeNull())
  // The model grid sits below the fold and mounts when it comes into view.
  await waitFor(() => expect(texts(utils, '.car-sections__type')).toHaveLength(2))
})

test('new models, every model and the versions on sale (source=2 and sort=newCar)', async () => {
  const utils = await render(CarTabPage)
  await waitFor(() => expect(texts(utils, '.car-sections__type .car-sections__name')).toEqual(['星驰 S7', '星驰 S9']))
  expect(getVehicleTypes).toHaveBeenCalledWith()
  expect(getVehicleTypes).toHaveBeenCalledWith(true)
  expect(texts(utils, '.car-sections__new .car-sections__name')).toEqual(['星驰 S9'])
  // The versions on sale mount a frame after the model grid (shared/when-visible).
  await waitFor(() => expect(texts(utils, '.car-sections__sale .car-sections__price')).toEqual(['¥209,800', '¥389,800']))
  expect(texts(utils, '.car-sections__soon')).toEqual(['即将开售'])
  click(utils, byText(utils, '.car-sections__type', '星驰 S9'))
  expect(openPage).toHaveBeenCalledWith('/package-home/pages/info-car-intro-detail/index?id=2')
  click(utils, byText(utils, '.car-sections__book', '预约试驾'))
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/test-drive/index?vehicleTypeId=1')
})

test('the shortcuts open real routes: test drive, dealers, mall, sign-in, community', async () => {
  const utils = await render(CarTabPage)
  await waitFor(() => expect(texts(utils, '.entry-grid__label')).toEqual(['预约试驾', '经销商', '积分商城', '每日签到', '车主社区']))
  for (const entry of ENTRIES) {
    expect(findRoute(entry.url)).toBeDefined()
    click(utils, byText(utils, '.entry-grid__item', entry.label))
    expect(openPage).toHaveBeenLastCalledWith(entry.url)
  }
  expect(ENTRIES.map((e) => e.url)).toEqual(
    expect.arrayContaining(['/pages/category-list/category-list', '/package-mine/pages/sign-in/sign-in', '/package-car/pages/test-drive/index']),
  )
})

test('a failure shows the error; retry loads again; a banner failure alone does not fail the page', async () => {
  ;(getSalesCars as jest.Mock).mockRejectedValueOnce(new Error('服务器端错误'))
  ;(getHomeBanners as jest.Mock).mockRejectedValue(new Error('banner down'))
  const utils = await render(CarTabPage)
  await waitFor(() => expect(utils.html()).toContain('服务器端错误'))
  click(utils, '.page-shell__retry')
  await waitFor(() => expect(texts(utils, '.car-sections__type')).toHaveLength(2))
  expect(utils.queries.querySelector('.car-banner')).toBeNull()
})

test('the banners turn in the carousel with dots; a tap opens the banner\'s page', async () => {
  const banner = (id: number, linkUrl: string) => ({ id, title: `横幅${id}`, image: `${id}.svg`, linkType: 'page', linkUrl, sort: id })
  ;(getHomeBanners as jest.Mock).mockResolvedValue([banner(1, '/package-car/pages/test-drive/index'), banner(2, '/package-mall/pages/goods-detail/index?id=1003')])
  const utils = await render(CarTabPage)
  await waitFor(() => expect(utils.queries.querySelector('.car-banner')).not.toBeNull())
  expect(utils.queries.querySelector('.car-banner')?.getAttribute('aria-label')).toBe('首页活动')
  expect(utils.queries.querySelectorAll('.car-banner .carousel__dot')).toHaveLength(2)
  click(utils, '.car-banner__img[alt="横幅2"]')
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/package-mall/pages/goods-detail/index?id=1003'))
})

test('a page banner whose target is no page of the app is not shown, and is reported once', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  const banner = (id: number, linkType: string, linkUrl: string) => ({ id, title: `横幅${id}`, image: `${id}.svg`, linkType, linkUrl, sort: id })
  ;(getHomeBanners as jest.Mock).mockResolvedValue([
    banner(11, 'page', '/package-museum/hall'),
    banner(12, 'page', '/pages/teamPk/index?from=banner'),
    banner(13, 'webview', 'https://h5.ev-brand.cn/'),
    banner(14, 'page', ''),
  ])
  const utils = await render(CarTabPage)
  await waitFor(() => expect(utils.queries.querySelector('.car-banner')).not.toBeNull())
  const alts = Array.from(utils.queries.querySelectorAll('.car-banner__img'), (img) => img.getAttribute('alt'))
  expect(alts).toEqual(['横幅11', '横幅13'])
  expect(utils.queries.querySelectorAll('.car-banner .carousel__dot')).toHaveLength(2)
  expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
    expect.stringContaining('/pages/teamPk/index?from=banner'),
    expect.stringContaining('横幅14'),
  ])
  // Read again (a pull-down, the tab shown again): shown the same, said no more.
  await utils.act(async () => invalidate('car'))
  await waitFor(() => expect(getHomeBanners).toHaveBeenCalledTimes(2))
  expect(warn).toHaveBeenCalledTimes(2)
  click(utils, '.car-banner__img[alt="横幅13"]')
  await waitFor(() => expect(openPage).toHaveBeenCalledWith(expect.stringContaining('/pages/webview-h5/webview-h5?url=https')))
  warn.mockRestore()
})
