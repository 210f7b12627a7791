import type { CarContent } from '@api/domain-car'
import CarIntroDetailPage from '@/package-home/pages/info-car-intro-detail/index'
import CarIntroDetailToAppPage from '@/package-home/pages/info-car-intro-detail-toApp/index'
import { openPage } from '@/core/navigation'
import { getCarContent } from '@/features/car/api'
import { collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from '@/entities/article/api'
import { shareOnWeb } from '@/shared/web-share'
import { render } from '../../../support/render'
import { click, text, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/shared/web-share', () => ({ shareOnWeb: jest.fn(async () => 'copied'), currentWebUrl: () => 'http://h5.test/x' }))
jest.mock('@/features/car/api', () => ({ getCarContent: jest.fn() }))
jest.mock('@/entities/article/api', () => ({
  likeArticle: jest.fn(),
  unlikeArticle: jest.fn(),
  collectArticle: jest.fn(),
  uncollectArticle: jest.fn(),
  shareArticle: jest.fn(),
}))
openMockPage('/package-home/pages/info-car-intro-detail/index')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const stats = { id: 602, likeNum: 9999, collectNum: 23456, shareNum: 870, viewNum: 22468, liked: false, collected: false }
const CONTENT: CarContent = {
  id: 2, code: 'S9', name: '星驰 S9', seriesName: '星驰 S 系列', image: 's9.svg', guidePrice: 28_980_000, newCar: true, energyType: '纯电', rangeKm: 760,
  tags: ['行政轿车'], sort: 2, launchDate: '2025-01-12', gallery: ['a.svg', 'b.svg'],
  html: '<p>安全的介绍</p><script>window.__xss = 1</script><img src="x.svg" onerror="window.__xss = 2">',
  specs: [{ name: '能源类型', value: '纯电' }], contentId: 602, title: '星驰 S9 车型介绍', summary: '星驰 S 系列 · 纯电',
  video: { url: 'v.mp4', cover: 'c.svg', duration: 55 }, stats,
}

beforeEach(() => {
  jest.clearAllMocks()
  for (const key of Object.keys(mockParams)) delete mockParams[key]
  mockParams.id = '2'
  ;(getCarContent as jest.Mock).mockResolvedValue(CONTENT)
})

const count = (utils: Awaited<ReturnType<typeof render>>, kind: string) => text(utils, `.stats-bar__count--${kind}`)

test('the content shows its counts as 1w / Nw+, and sanitized HTML', async () => {
  const utils = await render(CarIntroDetailPage)
  await waitFor(() => expect(count(utils, 'like')).toBe('9999'))
  expect(getCarContent).toHaveBeenCalledWith(2)
  expect(count(utils, 'collect')).toBe('2w+')
  expect(count(utils, 'share')).toBe('870')
  expect(text(utils, '.car-content__title')).toBe('星驰 S9 车型介绍')
  expect(text(utils, '.car-content__price')).toBe('厂商指导价 28.98 万起')
  await waitFor(() => expect(utils.html()).toContain('安全的介绍'))
  const html = utils.html()
  expect(html).not.toContain('<script')
  expect(html).not.toContain('onerror')
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined()
})

test('like and unlike go through the PGC stats calls; the server answer is shown', async () => {
  ;(likeArticle as jest.Mock).mockResolvedValue({ ...stats, likeNum: 10000, liked: true })
  ;(unlikeArticle as jest.Mock).mockResolvedValue({ ...stats, likeNum: 9999, liked: false })
  const utils = await render(CarIntroDetailPage)
  await waitFor(() => expect(count(utils, 'like')).toBe('9999'))
  await utils.act(async () => {
    click(utils, '.stats-bar__item[aria-label="点赞"]')
  })
  await waitFor(() => expect(count(utils, 'like')).toBe('1w'))
  expect(likeArticle).toHaveBeenCalledWith(602)
  expect(utils.queries.querySelector('.stats-bar__item[aria-label="取消点赞"]')?.getAttribute('aria-pressed')).toBe('true')
  await utils.act(async () => {
    click(utils, '.stats-bar__item[aria-label="取消点赞"]')
  })
  await waitFor(() => expect(count(utils, 'like')).toBe('9999'))
  expect(unlikeArticle).toHaveBeenCalledWith(602)
})

test('collect, cancel, and an H5 share that is counted once shared', async () => {
  ;(collectArticle as jest.Mock).mockResolvedValue({ ...stats, collectNum: 23457, collected: true })
  ;(uncollectArticle as jest.Mock).mockResolvedValue(stats)
  ;(shareArticle as jest.Mock).mockResolvedValue({ ...stats, shareNum: 871 })
  const utils = await render(CarIntroDetailPage)
  await waitFor(() => expect(count(utils, 'collect')).toBe('2w+'))
  await utils.act(async () => click(utils, '.stats-bar__item[aria-label="收藏"]'))
  await waitFor(() => expect(utils.queries.querySelector('.stats-bar__item[aria-label="取消收藏"]')).not.toBeNull())
  expect(collectArticle).toHaveBeenCalledWith(602)
  await utils.act(async () => click(utils, '.stats-bar__item[aria-label="取消收藏"]'))
  await waitFor(() => expect(uncollectArticle).toHaveBeenCalledWith(602))
  await utils.act(async () => click(utils, '.stats-bar__item[aria-label="分享"]'))
  await waitFor(() => expect(count(utils, 'share')).toBe('871'))
  expect(shareOnWeb).toHaveBeenCalledWith({ title: '星驰 S9 车型介绍', text: '星驰 S 系列 · 纯电', url: 'http://h5.test/x' })
})

test('a failed like leaves the counts as they were', async () => {
  ;(likeArticle as jest.Mock).mockRejectedValue(new Error('未登录'))
  const utils = await render(CarIntroDetailPage)
  await waitFor(() => expect(count(utils, 'like')).toBe('9999'))
  await utils.act(async () => click(utils, '.stats-bar__item[aria-label="点赞"]'))
  await waitFor(() => expect(likeArticle).toHaveBeenCalled())
  expect(count(utils, 'like')).toBe('9999')
  expect(utils.queries.querySelector('.stats-bar__item[aria-label="点赞"]')?.getAttribute('aria-pressed')).toBe('false')
})

test('without ?id= nothing is fetched and the page says why', async () => {
  delete mockParams.id
  const utils = await render(CarIntroDetailPage)
  await waitFor(() => expect(utils.html()).toContain('缺少车型参数，无法打开车型详情'))
  expect(getCarContent).not.toHaveBeenCalled()
  expect(utils.queries.queryByText('重新加载')).toBeNull()
})

test('the toApp variant offers the app (download outside it); booking opens the test drive for this model', async () => {
  const utils = await render(CarIntroDetailToAppPage)
  await waitFor(() => expect(text(utils, '.app-handover__btn')).toBe('下载 App'))
  click(utils, '.app-handover__btn')
  expect(openPage).toHaveBeenCalledWith('/pages/busin-download/busin-download')
  // The action bar mounts a few tasks after the hand-over (the content's parts are Staged).
  await waitFor(() => expect(utils.queries.querySelector('.car-content__action--primary')).not.toBeNull())
  click(utils, '.car-content__action--primary')
  expect(openPage).toHaveBeenCalledWith('/package-car/pages/test-drive/index?vehicleTypeId=2')
})
