import FloorPage from '@/pages/cusfloor/index'
import { goBack, openPage } from '@/core/navigation'
import { openLink } from '@/core/navigation/open-link'
import { getFloorPage } from '@/features/floor/api'
import { byText, click, text, texts, waitFor } from '../../../support/ui'
import { render } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'
import { FLOOR_PAGE } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/navigation/open-link', () => ({ openLink: jest.fn(() => Promise.resolve(true)) }))
jest.mock('@/features/floor/api', () => ({ getFloorPage: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const read = getFloorPage as jest.Mock
afterEach(() => jest.clearAllMocks())

test('the floors in order under the page title; the unknown one is skipped; each opens its target', async () => {
  openMockPage('/pages/cusfloor/index', { id: '1501' })
  read.mockResolvedValue(FLOOR_PAGE)
  const u = await render(FloorPage)
  await waitFor(() => expect(texts(u, '.floor__title')).toEqual(['快捷入口', '精品推荐', '用车指南']))
  expect(read).toHaveBeenCalledWith(1501)
  expect(text(u, '.nav-bar__title')).toBe('冬季焕新专题')
  const body = u.queries.querySelector('.floor-body') as HTMLElement
  expect(body.style.background).toContain('rgb(243, 239, 230)')
  // banner, entries, goods, articles, image: five floors, not six (a floor a task: Staged).
  await waitFor(() => expect(body.children).toHaveLength(5))
  expect(u.queries.querySelectorAll('.floor-banner .floor-banner__img')).toHaveLength(1)
  expect(texts(u, '.floor-entries__name')).toEqual(['预约保养', '官方商城'])
  expect(texts(u, '.floor-goods__price')).toEqual(['¥199.00'])
  expect(text(u, '.floor-article__date')).toBe('2026.11.20')
  expect((u.queries.querySelector('.floor-image') as HTMLElement).style.paddingTop).toBe('50%')

  click(u, byText(u, '.floor-entries__item', '官方商城'))
  expect(openLink).toHaveBeenLastCalledWith('https://shop.example.com/', '官方商城')
  click(u, '.floor-banner__img')
  expect(openLink).toHaveBeenLastCalledWith('/pages/car/car', '冬季保养节')
  click(u, '.floor-image')
  expect(openLink).toHaveBeenLastCalledWith('/pages/car/car', '试驾有礼')
  click(u, byText(u, '.floor-goods__card', '星驰全包围脚垫'))
  expect(openPage).toHaveBeenLastCalledWith('/package-mall/pages/goods-detail/index?id=88')
  click(u, byText(u, '.floor-article', '冬季胎压怎么调'))
  expect(openPage).toHaveBeenLastCalledWith('/package-community/pages/article-detail/article-detail?id=501')
})

test('a page with no floors it can show explains itself and leads back', async () => {
  openMockPage('/pages/cusfloor/index', { id: '1502' })
  read.mockResolvedValue({ ...FLOOR_PAGE, id: 1502, floors: [{ type: 'live-stream', id: 9 }] })
  const u = await render(FloorPage)
  await waitFor(() => expect(text(u, '.page-shell__state-text')).toContain('此页面暂无内容'))
  expect(u.queries.querySelector('.floor-body')).toBeNull()
  click(u, byText(u, '.page-shell__retry', '返回'))
  expect(goBack).toHaveBeenCalled()
})

test('a failed load shows the error with a retry', async () => {
  openMockPage('/pages/cusfloor/index', { id: '1501' })
  read.mockRejectedValueOnce(new Error('页面不存在')).mockResolvedValueOnce(FLOOR_PAGE)
  const u = await render(FloorPage)
  await waitFor(() => expect(text(u, '.page-shell__state-title')).toBe('加载失败'))
  click(u, '.page-shell__retry')
  await waitFor(() => expect(texts(u, '.floor-entries__name')).toEqual(['预约保养', '官方商城']))
})

test.each([[{}], [{ id: 'abc' }], [{ id: '0' }]])('a link without a valid id (%j) says so and reads nothing', async (params) => {
  openMockPage('/pages/cusfloor/index', params)
  const u = await render(FloorPage)
  await waitFor(() => expect(text(u, '.page-shell__state-text')).toContain('页面参数缺失'))
  expect(read).not.toHaveBeenCalled()
})
