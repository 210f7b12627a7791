import { Provider } from 'jotai'
import GoodsDetailPage from '@/package-mall/pages/goods-detail/index'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import { openPage } from '@/core/navigation'
import * as mallApi from '@/features/mall/api'
import { setCartCount } from '@/features/mall/atoms'
import { getCartCount } from '@/features/mall/browse-api'
import { getPointDetail } from '@/entities/points/api'
import { RequestError } from '@/core/request'
import { render } from '../../../support/render'
import { deferred } from '../../../support/deferred'
import { goodsExtra, goodsItem, stubIntersectionObserver, waitFor } from './support'
import { mockPage, openMockPage } from '../../../support/taro-page'

stubIntersectionObserver()

jest.mock('@/features/mall/api', () => ({
  MALL_VM_ID: 1,
  getGoodsExtra: jest.fn(),
  getGoodsDetail: jest.fn(),
  getCouponOffers: jest.fn(),
  getGoodsReviews: jest.fn(),
  getRecommend: jest.fn(),
  addToCart: jest.fn(),
  receiveCoupon: jest.fn(),
}))
jest.mock('@/features/mall/browse-api', () => ({ MALL_VM_ID: 1, getCartCount: jest.fn() }))
jest.mock('@/entities/user/api', () => ({ getMedals: jest.fn(), getCurrentUser: jest.fn() }))
jest.mock('@/entities/points/api', () => ({ getPointDetail: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-mall/pages/goods-detail/index?id=1002' }))
jest.mock('@/core/location', () => ({ useCurrentPosition: () => ({ position: { latitude: 39.9, longitude: 116.38 }, allowed: false }) }))

// Counts the screen's renders: it reads the goods once per render.
const mockScreenRenders = { count: 0 }
jest.mock('@/features/mall/hooks/use-goods-detail', () => {
  const actual = jest.requireActual('@/features/mall/hooks/use-goods-detail')
  return { useGoodsDetail: (id: number | undefined) => (mockScreenRenders.count++, actual.useGoodsDetail(id)) }
})

openMockPage('/package-mall/pages/goods-detail/index', { id: '1002' })
const mockParams = mockPage.params
// Taro's page hooks need a real page around them; the tests call them by hand.
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)
const page = { list: [], total: 0, pageNo: 1, pageSize: 10 }

function Page() {
  return (
    <Provider store={store}>
      <GoodsDetailPage />
    </Provider>
  )
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.id = '1002'
  setToken('dev-token')
  api.getGoodsExtra.mockResolvedValue(goodsExtra())
  api.getGoodsDetail.mockResolvedValue({ itemId: 1002, images: ['https://img/g1.svg'], details: [], status: 1 })
  api.getCouponOffers.mockResolvedValue(page)
  api.getGoodsReviews.mockResolvedValue(page)
  api.getRecommend.mockResolvedValue(page)
  jest.mocked(getCartCount).mockResolvedValue(4)
  jest.mocked(getPointDetail).mockResolvedValue({ accountId: 1, point: 2680, expiringPoint: 0, expiringAt: '2026-12-31T23:59:59+08:00' })
})

afterAll(() => clearSession())

type Utils = Awaited<ReturnType<typeof render>>
const text = (u: Utils, sel: string) => u.queries.querySelector(sel)?.textContent ?? null

test('shows the price range with the struck origin price, cash plus points, the balance and the cart count', async () => {
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.goods-summary__name')).toBe('星驰真皮座椅套'))
  expect(text(u, '.goods-summary__prices .price-text')).toBe('¥1299.00-¥1599.00')
  expect(text(u, '.goods-summary__origin')).toBe('¥1493.85')
  expect(text(u, '.goods-summary__points')).toContain('积分价 ¥909.30 + 38970积分 起')
  await waitFor(() => expect(text(u, '.goods-summary__balance')).toBe('可用 2680积分'))
  await waitFor(() => expect(text(u, '[data-testid="cart-badge"]')).toBe('4'))
})

test('the balance, the cart badge and the recommendations render the parts that show them, not the screen again', async () => {
  const points = deferred<Awaited<ReturnType<typeof getPointDetail>>>()
  const count = deferred<number>()
  const recommend = deferred<Awaited<ReturnType<typeof api.getRecommend>>>()
  jest.mocked(getPointDetail).mockReturnValue(points.promise)
  jest.mocked(getCartCount).mockReturnValue(count.promise)
  api.getRecommend.mockReturnValue(recommend.promise)
  const u = await render(Page)
  await waitFor(() => {
    expect(getPointDetail).toHaveBeenCalled()
    expect(getCartCount).toHaveBeenCalled()
    expect(api.getRecommend).toHaveBeenCalled()
  })
  const rendered = mockScreenRenders.count
  await u.act(async () => {
    points.resolve({ accountId: 1, point: 2680, expiringPoint: 0, expiringAt: '2026-12-31T23:59:59+08:00' })
    count.resolve(4)
    recommend.resolve({ list: [goodsItem({ id: 2001, name: '推荐 2001' })], total: 1, pageNo: 1, pageSize: 6 })
  })
  await waitFor(() => expect(text(u, '.goods-summary__balance')).toBe('可用 2680积分'))
  await waitFor(() => expect(text(u, '[data-testid="cart-badge"]')).toBe('4'))
  await waitFor(() => expect(text(u, '.recommend-grid .goods-card__name')).toBe('推荐 2001'))
  expect(mockScreenRenders.count).toBe(rendered)
})

test('init resets the cart count to 0: a failed count read leaves no badge and the page still renders', async () => {
  setCartCount(9)
  jest.mocked(getCartCount).mockResolvedValue(undefined)
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.goods-summary__name')).toBe('星驰真皮座椅套'))
  await waitFor(() => expect(jest.mocked(getCartCount)).toHaveBeenCalled())
  expect(u.queries.querySelector('[data-testid="cart-badge"]')).toBeNull()
})

test('a goods that failed to load shows the error view, and retry loads it', async () => {
  api.getGoodsExtra.mockResolvedValueOnce(undefined)
  const u = await render(Page)
  await waitFor(() => expect(u.html()).toContain('商品信息加载失败，请稍后重试'))
  u.fireEvent.click(u.queries.queryByText('重新加载')!)
  await waitFor(() => expect(text(u, '.goods-summary__name')).toBe('星驰真皮座椅套'))
})

test('an item the server does not know (a poster of a removed item): 链接无效 with 返回, no retry', async () => {
  api.getGoodsExtra.mockRejectedValue(new RequestError('status', '商品不存在', { status: 404, statusCode: 404 }))
  const u = await render(Page)
  await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
  expect(u.html()).toContain('该商品不存在或已下架')
  expect(u.queries.queryByText('返回')).not.toBeNull()
  expect(u.queries.queryByText('重新加载')).toBeNull()
  // The page asks for the 404, so a removed item is told apart from a failure.
  expect(api.getGoodsExtra).toHaveBeenCalledWith(1002, true)
})

test('an off-shelf goods cannot be bought and says why', async () => {
  api.getGoodsExtra.mockResolvedValue(goodsExtra({ item: goodsItem({ status: 2 }) }))
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.goods-summary__off')).toBe('商品已下架，暂不能购买'))
  // The buy bar comes a paint after the gallery, price and name.
  await waitFor(() => expect(text(u, '.buy-bar__add')).toBe('暂不可购买'))
})

test('the SKU sheet disables sold-out values, and adding sets the badge from the server count', async () => {
  api.addToCart.mockResolvedValue({ count: 5 })
  const u = await render(Page)
  await waitFor(() => expect(text(u, '[data-testid="cart-badge"]')).toBe('4'))
  u.fireEvent.click(u.queries.querySelector('.buy-bar__add')!)
  const values = await waitFor(() => expect(u.queries.querySelectorAll('.sku-sheet__value')).toHaveLength(3)).then(() =>
    Array.from(u.queries.querySelectorAll('.sku-sheet__value')),
  )
  expect(values[0].getAttribute('aria-disabled')).toBe('true')
  expect(values[0].textContent).toBe('曜石黑（缺货）')
  expect(text(u, '.sku-sheet__confirm')).toBe('请选择 颜色')
  u.fireEvent.click(values[0]) // disabled: nothing happens
  expect(text(u, '.sku-sheet__confirm')).toBe('请选择 颜色')
  u.fireEvent.click(values[1])
  await waitFor(() => expect(text(u, '.sku-sheet__chosen')).toBe('已选：星云灰'))
  expect(text(u, '.sku-sheet__stock')).toBe('库存 12 件')
  u.fireEvent.click(u.queries.querySelector('.sku-sheet__confirm')!)
  await waitFor(() => expect(text(u, '[data-testid="cart-badge"]')).toBe('5'))
  expect(api.addToCart).toHaveBeenCalledWith({ skuId: 100202, quantity: 1 }, expect.any(String))
})

test('立即购买 beside 加入购物车 opens the confirm page for the chosen SKU and quantity, not the cart', async () => {
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.buy-bar__buy')).toBe('立即购买'))
  u.fireEvent.click(u.queries.querySelector('.buy-bar__buy')!)
  await waitFor(() => expect(u.queries.querySelectorAll('.sku-sheet__value')).toHaveLength(3))
  // No SKU yet: only the reason, no 立即购买.
  expect(u.queries.querySelector('.sku-sheet__buy')).toBeNull()
  u.fireEvent.click(u.queries.querySelectorAll('.sku-sheet__value')[1])
  await waitFor(() => expect(text(u, '.sku-sheet__buy')).toBe('立即购买'))
  expect(text(u, '.sku-sheet__confirm')).toBe('加入购物车')
  u.fireEvent.click(u.queries.querySelector('.sku-sheet__quantity .stepper__plus')!)
  u.fireEvent.click(u.queries.querySelector('.sku-sheet__buy')!)
  await waitFor(() => expect(openPage).toHaveBeenCalledWith('/package-mall/pages/order-confirm/index?skuId=100202&quantity=2'))
  expect(api.addToCart).not.toHaveBeenCalled()
})

test('a guest is sent to log in instead of adding, and no count or points are asked for', async () => {
  clearSession()
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.goods-summary__name')).toBe('星驰真皮座椅套'))
  await waitFor(() => expect(u.queries.querySelector('.buy-bar__add')).not.toBeNull())
  u.fireEvent.click(u.queries.querySelector('.buy-bar__add')!)
  expect(openPage).toHaveBeenCalledWith(expect.stringMatching(/^\/pages\/login\/index\?redirect=/))
  expect(jest.mocked(getCartCount)).not.toHaveBeenCalled()
  expect(getPointDetail).not.toHaveBeenCalled()
})

test('a missing id says so without calling anything', async () => {
  for (const id of ['abc', '-1', '1'.repeat(40)]) {
    mockParams.id = id
    const u = await render(Page)
    expect(u.html()).toContain('商品编号缺失，无法打开该商品')
    expect(u.queries.queryByText('链接无效')).not.toBeNull()
    u.unmout()
  }
  expect(api.getGoodsExtra).not.toHaveBeenCalled()
})

test('recommended goods: page 1 on open, the next page appended at the bottom, then no more', async () => {
  const goods = (id: number) => goodsItem({ id, name: `推荐 ${id}` })
  api.getRecommend.mockImplementation(async (pageNo: number) =>
    pageNo === 1
      ? { list: [2001, 2002, 2003, 2004, 2005, 2006].map(goods), total: 8, pageNo: 1, pageSize: 6 }
      : { list: [2007, 2008].map(goods), total: 8, pageNo: 2, pageSize: 6 },
  )
  const u = await render(Page)
  const cards = () => Array.from(u.queries.querySelectorAll('.recommend-grid .goods-card__name')).map((e) => e.textContent)
  await waitFor(() => expect(cards()).toHaveLength(6))
  expect(text(u, '.recommend-grid .paged-list-footer')).toBe('上拉加载更多')
  await u.act(async () => mockPage.reachBottom?.())
  await waitFor(() => expect(cards()).toEqual([2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008].map((id) => `推荐 ${id}`)))
  expect(api.getRecommend).toHaveBeenLastCalledWith(2, 1002)
  expect(text(u, '.recommend-grid .paged-list-footer')).toBe('没有更多了')
  // At the end, reaching the bottom again asks for nothing.
  await u.act(async () => mockPage.reachBottom?.())
  expect(api.getRecommend).toHaveBeenCalledTimes(2)
})
