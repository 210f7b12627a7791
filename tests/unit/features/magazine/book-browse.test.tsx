import BookBrowsePage from '@/pages/book-browse/book-browse'
import { openPage, switchTab } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { getMagazineIssues, getMagazinePages } from '@/features/magazine/api'
import { render } from '../../../support/render'
import { byText, click, text, texts, waitFor } from '../../../support/ui'
import { stubIntersectionObserver } from '../../../support/intersection-observer'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/magazine/api', () => ({ getMagazineIssues: jest.fn(), getMagazinePages: jest.fn() }))
stubIntersectionObserver()

openMockPage('/pages/book-browse/book-browse')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const issue = (id: number) => ({ id, title: `《星驰》第${id}期`, issueNo: `2025 年第 ${id} 期`, cover: `c${id}.svg`, summary: `摘要${id}`, publishDate: '2025-03-01', pageCount: 3 })
const pages = (issueId: number) =>
  ['封面', '新车速递', '封底'].map((title, i) => ({
    id: issueId * 100 + i, issueId, pageNo: i + 1, title, image: `p${i}.svg`, text: `${title}正文`,
    linkUrl: title === '新车速递' ? '/package-home/pages/info-car-intro-detail/index?id=2' : '',
  }))

beforeEach(() => {
  jest.clearAllMocks()
  for (const key of Object.keys(mockParams)) delete mockParams[key]
  ;(getMagazineIssues as jest.Mock).mockResolvedValue({ list: [issue(3), issue(2), issue(1)], total: 3, pageNo: 1, pageSize: 10 })
  ;(getMagazinePages as jest.Mock).mockImplementation(async (id: number) => pages(id))
})

test('the rack shows the issues; reading goes page by page and the last page leads to the car tab', async () => {
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(texts(utils, '.magazine-shelf__row-title')).toEqual(['《星驰》第3期', '《星驰》第2期', '《星驰》第1期']))
  expect(text(utils, '.magazine-shelf__row-meta')).toBe('2025 年第 3 期 · 2025.03.01 · 共 3 页')
  click(utils, byText(utils, '.magazine-shelf__read', '阅读本期'))
  await waitFor(() => expect(text(utils, '.magazine-reader__count')).toBe('1 / 3'))
  expect(getMagazinePages).toHaveBeenCalledWith(3)
  click(utils, byText(utils, '.magazine-reader__nav-btn', '下一页'))
  expect(text(utils, '.magazine-reader__count')).toBe('2 / 3')
  // A page's link opens the app page it names.
  click(utils, byText(utils, '.magazine-reader__link', '查看详情'))
  expect(openPage).toHaveBeenCalledWith('/package-home/pages/info-car-intro-detail/index?id=2')
  click(utils, byText(utils, '.magazine-reader__nav-btn', '下一页'))
  expect(text(utils, '.magazine-reader__count')).toBe('3 / 3')
  click(utils, byText(utils, '.magazine-reader__nav-btn', '读完了，去首页'))
  expect(switchTab).toHaveBeenCalledWith('/pages/car/car')
  // Back to the rack from the reader.
  click(utils, byText(utils, '.magazine-reader__close', '目录'))
  expect(utils.queries.querySelector('.magazine-shelf')).not.toBeNull()
})

test('a shared link (?issueId=&page=) opens that issue at that page; share opens the share page', async () => {
  mockParams.issueId = '2'
  mockParams.page = '3'
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(text(utils, '.magazine-reader__count')).toBe('3 / 3'))
  expect(getMagazinePages).toHaveBeenCalledWith(2)
  click(utils, byText(utils, '.magazine-reader__close', '分享'))
  expect(openPage).toHaveBeenCalledWith('/pages/book-browse/share?issueId=2')
})

test('a page link goes through openLink: a mini-program link opens the 打开小程序 page', async () => {
  ;(getMagazinePages as jest.Mock).mockImplementation(async (id: number) =>
    pages(id).map((p) => (p.linkUrl ? { ...p, linkUrl: 'miniprogram://wx0000000000charge/pages/index/index' } : p)),
  )
  mockParams.issueId = '2'
  mockParams.page = '2'
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(text(utils, '.magazine-reader__count')).toBe('2 / 3'))
  click(utils, byText(utils, '.magazine-reader__link', '查看详情'))
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/pages/openUrlLink/index?appId=wx0000000000charge&path=pages%2Findex%2Findex'))
})

test('a failing list shows the error; retry loads it', async () => {
  ;(getMagazineIssues as jest.Mock).mockRejectedValueOnce(new Error('服务器端错误'))
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(utils.html()).toContain('服务器端错误'))
  click(utils, '.page-shell__retry')
  await waitFor(() => expect(texts(utils, '.magazine-shelf__row-title')).toHaveLength(3))
})

test('the entry page stays light: no NutUI and no Taro Swiper/Video in its code', () => {
  const fs = jest.requireActual('node:fs') as typeof import('node:fs')
  const files = ['src/pages/book-browse/book-browse.tsx', 'src/features/magazine/components/magazine-shelf.tsx', 'src/features/magazine/components/magazine-reader.tsx', 'src/features/magazine/components/issue-reader-view.tsx', 'src/shared/carousel/index.tsx', 'src/shared/carousel/props.ts']
  for (const file of files) {
    const imports = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('import '))
    expect(imports.join('\n')).not.toMatch(/@nutui|\bSwiper\b|\bVideo\b|dayjs|@\/utils\/time|@\/core\/location/)
  }
})

test('an empty rack says the magazine is on its way and still leads into the app', async () => {
  ;(getMagazineIssues as jest.Mock).mockResolvedValue({ list: [], total: 0, pageNo: 1, pageSize: 10 })
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(text(utils, '.paged-list-state__text')).toBe('杂志还在编排中，敬请期待'))
  click(utils, byText(utils, '.magazine-shelf__enter', '进入首页'))
  expect(switchTab).toHaveBeenCalledWith('/pages/car/car')
})

test('a shared link naming its issue badly: 链接无效, never the rack in its place, and nothing read', async () => {
  mockParams.issueId = 'abc!!'
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(utils.queries.queryByText('链接无效')).not.toBeNull())
  expect(utils.html()).toContain('杂志链接有误，无法打开这期杂志')
  expect(utils.queries.querySelector('.magazine-shelf')).toBeNull()
  expect(getMagazineIssues).not.toHaveBeenCalled()
  expect(getMagazinePages).not.toHaveBeenCalled()
})

test('a shared link to an issue the server does not have (its pages answer 404): 链接无效 with 返回', async () => {
  mockParams.issueId = '99999'
  ;(getMagazinePages as jest.Mock).mockRejectedValue(new RequestError('status', '期刊不存在', { status: 404, statusCode: 404 }))
  const utils = await render(BookBrowsePage)
  await waitFor(() => expect(utils.queries.queryByText('链接无效')).not.toBeNull())
  expect(utils.html()).toContain('这期杂志不存在或已下架')
  expect(utils.queries.queryByText('返回')).not.toBeNull()
  expect(utils.queries.queryByText('重新加载')).toBeNull()
})
