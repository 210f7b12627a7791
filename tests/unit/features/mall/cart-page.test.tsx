import { Provider } from 'jotai'
import Taro from '@tarojs/taro'
import type { Cart, CartItem } from '@api/mall'
import CartPage from '@/package-mall/pages/cart/index'
import { store } from '@/core/store'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { AREA, invalidate, readQuery } from '@/core/query'
import { openPage } from '@/core/navigation'
import { CART_CHANGED } from '@/features/mall/keys'
import { cartCountQuery } from '@/features/mall/queries'
import { getDefaultShipAddress } from '@/entities/address/api'
import { getPointDetail } from '@/entities/points/api'
import { render } from '../../../support/render'
import { waitFor } from './support'
import { mockPage, openMockPage } from '../../../support/taro-page'

const badge = () => readQuery<number>(cartCountQuery.text()).data

jest.mock('@/features/mall/api', () => ({
  MALL_VM_ID: 1,
  getCart: jest.fn(),
  setCartQuantity: jest.fn(),
  selectCartItems: jest.fn(),
  deleteCartItems: jest.fn(),
}))
jest.mock('@/entities/address/api', () => ({ getDefaultShipAddress: jest.fn() }))
jest.mock('@/entities/points/api', () => ({ getPointDetail: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-mall/pages/cart/index' }))

openMockPage('/package-mall/pages/cart/index')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)

function line(o: Partial<CartItem>): CartItem {
  return {
    id: 1, vmId: 1, itemId: 1002, skuId: 100202, name: '星驰真皮座椅套', skuName: '', image: '', price: 149900, payType: 1, maxPointPrice: 0,
    quantity: 1, stockQuantity: 3, saleAttributes: [{ attrKey: '颜色', attrVal: '星云灰', unit: '', group: '颜色' }],
    selected: true, valid: true, createdAt: '2026-05-01T10:00:00+08:00', ...o,
  }
}

function cartOf(list: CartItem[]): Cart {
  const chosen = list.filter((l) => l.valid && l.selected)
  return {
    list,
    totalQuantity: list.reduce((n, l) => n + l.quantity, 0),
    selectedQuantity: chosen.reduce((n, l) => n + l.quantity, 0),
    selectedAmount: chosen.reduce((n, l) => n + l.price * l.quantity, 0),
  }
}

const seat = line({ id: 1 })
const fragrance = line({ id: 2, skuId: 100301, name: '星驰车载香氛', price: 19900, payType: 4, maxPointPrice: 5970, quantity: 2, stockQuantity: 40 })
const soldOut = line({ id: 3, skuId: 100801, name: '车载冰箱 12L', price: 159900, valid: false, selected: false })

function Page() {
  return (
    <Provider store={store}>
      <CartPage />
    </Provider>
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const text = (u: Utils, sel: string) => u.queries.querySelector(sel)?.textContent ?? null

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
  api.getCart.mockResolvedValue(cartOf([seat, fragrance, soldOut]))
  jest.mocked(getDefaultShipAddress).mockResolvedValue({ id: 1, provinceName: '北京市', cityName: '北京市', cityCode: '110100', districtName: '朝阳区' })
  jest.mocked(getPointDetail).mockResolvedValue({ accountId: 1, point: 20000, expiringPoint: 0, expiringAt: '2026-12-31T23:59:59+08:00' })
})

afterAll(() => clearSession())

test('valid lines, invalid lines apart, the ship-to address and totals in cash and points', async () => {
  const u = await render(Page)
  await waitFor(() => expect(u.queries.querySelectorAll('.cart-line')).toHaveLength(3))
  expect(document.body.textContent).toContain('失效商品 1 件')
  expect(text(u, '.cart-line[data-sku-id="100801"] .cart-line__reason')).toBe('已售罄或已下架')
  await waitFor(() => expect(text(u, '.ship-to-bar__value')).toBe('北京市 朝阳区'))
  // 1 x 1499.00 + 2 x (139.30 + 5970 points)
  await waitFor(() => expect(text(u, '.cart-footer__amount')).toBe('¥1777.60 + 11940积分'))
  expect(text(u, '.cart-footer__note')).toBe('已选 3 件 · 可用20000积分')
  expect(badge()).toBe(4)
})

test('points beyond the balance are counted in cash', async () => {
  jest.mocked(getPointDetail).mockResolvedValue({ accountId: 1, point: 1940, expiringPoint: 0, expiringAt: '2026-12-31T23:59:59+08:00' })
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.cart-footer__note')).toBe('积分不足，10000积分按现金计'))
  expect(text(u, '.cart-footer__amount')).toBe('¥1877.60 + 1940积分')
})

test('a refused quantity change leaves the line as the server last had it', async () => {
  api.setCartQuantity.mockRejectedValueOnce(new Error('库存不足，最多可购买 3 件'))
  const u = await render(Page)
  await waitFor(() => expect(u.queries.querySelectorAll('.cart-line')).toHaveLength(3))
  const plus = u.queries.querySelector('.cart-line[data-sku-id="100202"] .stepper__plus')!
  u.fireEvent.click(plus)
  await waitFor(() => expect(api.setCartQuantity).toHaveBeenCalledWith({ id: 1, quantity: 2 }))
  const input = u.queries.querySelector('.cart-line[data-sku-id="100202"] input') as HTMLInputElement
  await waitFor(() => expect(input.value).toBe('1'))
  await new Promise((r) => setTimeout(r, 20)) // let the refused change finish: a tap meanwhile is ignored

  api.setCartQuantity.mockResolvedValueOnce(cartOf([{ ...seat, quantity: 2 }, fragrance, soldOut]))
  u.fireEvent.click(plus)
  await waitFor(() => expect(input.value).toBe('2'))
  expect(badge()).toBe(5)
})

test('delete asks first; cancelling keeps the line, confirming removes it', async () => {
  const modal = jest.spyOn(Taro, 'showModal')
  // As the real call does: a delete marks the cart, which the screen then reads again (once).
  api.deleteCartItems.mockImplementation(async () => {
    invalidate(CART_CHANGED)
    return { count: 3 }
  })
  const u = await render(Page)
  await waitFor(() => expect(u.queries.querySelectorAll('.cart-line')).toHaveLength(3))
  const del = () => u.queries.querySelector('.cart-line[data-sku-id="100202"] .cart-line__delete')!

  modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' } as never)
  u.fireEvent.click(del())
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  await new Promise((r) => setTimeout(r, 20)) // let the cancelled change finish
  expect(api.deleteCartItems).not.toHaveBeenCalled()

  modal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
  api.getCart.mockResolvedValue(cartOf([fragrance, soldOut]))
  u.fireEvent.click(del())
  const reads = api.getCart.mock.calls.length
  await waitFor(() => expect(u.queries.querySelectorAll('.cart-line')).toHaveLength(2))
  expect(api.deleteCartItems).toHaveBeenCalledWith([1])
  expect(api.getCart.mock.calls.length).toBe(reads + 1)
  expect(modal.mock.calls[1][0]).toMatchObject({ content: '确定从购物车删除这件商品吗？' })
})

test('select all toggles every valid line at once', async () => {
  api.getCart.mockResolvedValue(cartOf([{ ...seat, selected: false }, fragrance, soldOut]))
  api.selectCartItems.mockResolvedValue(cartOf([seat, fragrance, soldOut]))
  const u = await render(Page)
  await waitFor(() => expect(u.queries.querySelector('.cart-footer__all')).not.toBeNull())
  u.fireEvent.click(u.queries.querySelector('.cart-footer__all')!)
  await waitFor(() => expect(api.selectCartItems).toHaveBeenCalledWith([1, 2], true))
})

test('a guest is asked to log in and nothing is loaded', async () => {
  clearSession()
  await render(Page)
  expect(document.body.textContent).toContain('登录后查看购物车')
  expect(api.getCart).not.toHaveBeenCalled()
})

test('coming back to the cart after an address change reads the ship-to address again', async () => {
  const u = await render(Page)
  await waitFor(() => expect(text(u, '.ship-to-bar__value')).toBe('北京市 朝阳区'))
  jest.mocked(getDefaultShipAddress).mockResolvedValue({ id: 9, provinceName: '广东省', cityName: '深圳市', cityCode: '440300', districtName: '南山区' })
  const show = () => mockPage.show!() // the latest render's handler
  await u.act(async () => show()) // first show: the mount already loaded it
  await u.act(async () => show()) // shown again, nothing changed: the cached address stays
  expect(getDefaultShipAddress).toHaveBeenCalledTimes(1)
  await u.act(async () => invalidate(AREA.address)) // a new default was saved on the address list
  await waitFor(() => expect(text(u, '.ship-to-bar__value')).toBe('广东省 深圳市 南山区'))
})

test('去结算 opens the confirm page for the selection, and is disabled with nothing selected', async () => {
  const u = await render(Page)
  const checkout = () => u.queries.querySelector('.cart-footer__checkout') as HTMLButtonElement
  await waitFor(() => expect(checkout()).not.toBeNull())
  expect(checkout().textContent).toBe('去结算')
  u.fireEvent.click(checkout())
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/order-confirm/index?from=cart')

  jest.mocked(openPage).mockClear()
  api.getCart.mockResolvedValue(cartOf([{ ...seat, selected: false }, { ...fragrance, selected: false }, soldOut]))
  await u.act(async () => invalidate(CART_CHANGED))
  await waitFor(() => expect(checkout().getAttribute('aria-disabled')).toBe('true'))
  u.fireEvent.click(checkout())
  expect(openPage).not.toHaveBeenCalled()
})
