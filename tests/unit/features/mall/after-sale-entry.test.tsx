import type { OrderAfterSale } from '@api/mall'
import OrderDetailPage from '@/package-mall/pages/order-detail/index'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { order } from './order-fixtures'

// The ways into after-sale from an order's detail: beside each line of a paid order, 申请售后 while
// the rule allows a request now, and the line's latest request, which opens its page.
jest.mock('@/features/mall/api', () => ({ getOrder: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(mallApi)
const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const paid = { paidAt: ago(3) }
const shipped = { ...paid, shippedAt: ago(2) }

/** The line's after-sale buttons, by their accessible names. */
const entries = (u: Utils) =>
  [...u.queries.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!).filter((l) => l.includes('售后'))
const press = (u: Utils, label: string) => u.act(async () => void u.fireEvent.click(u.queries.querySelector(`[aria-label="${label}"]`)!))
const request = (status: OrderAfterSale['status'], o: Partial<OrderAfterSale> = {}): OrderAfterSale => ({
  id: 5001, skuId: 100301, kind: 'return', status, quantity: 1, points: 2950, cash: 16950, ...o,
})

async function shown(o: Parameters<typeof order>[1] & { status: Parameters<typeof order>[0] }) {
  openMockPage('/package-mall/pages/order-detail/index', { id: String(o.id ?? 3003) })
  api.getOrder.mockResolvedValue(order(o.status, o))
  const u = await render(OrderDetailPage)
  await waitFor(() => expect(u.queries.querySelector('.order-detail__status')).not.toBeNull())
  return u
}

beforeEach(() => {
  jest.clearAllMocks()
  setToken('dev-token')
})
afterAll(() => clearSession())

test('paid, not shipped: 申请售后 beside the line opens the apply page on that line', async () => {
  const u = await shown({ status: 'toShip', id: 3002, ...paid })
  expect(entries(u)).toEqual(['星驰车载香氛 申请售后'])
  await press(u, '星驰车载香氛 申请售后')
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/after-sale-apply/index?orderId=3002&skuId=100301')
})

test('unpaid, a voucher order, goods that take no returns, past the window: no way in', async () => {
  expect(entries(await shown({ status: 'unpaid', id: 3001 }))).toEqual([])
  expect(entries(await shown({ status: 'completed', id: 3006, type: 3, ...paid, address: null }))).toEqual([])
  const lines = [{ ...order('shipped').lines[0], returnable: false }]
  expect(entries(await shown({ status: 'shipped', ...shipped, lines }))).toEqual([])
  expect(entries(await shown({ status: 'completed', id: 3004, ...paid, shippedAt: ago(12), receivedAt: ago(9) }))).toEqual([])
})

test('a request under way shows where it stands instead of 申请售后, and opens its page', async () => {
  const u = await shown({ status: 'shipped', ...shipped, afterSales: [request('pending')] })
  expect(entries(u)).toEqual(['星驰车载香氛 售后中 · 待商家审核，查看售后详情'])
  await press(u, '星驰车载香氛 售后中 · 待商家审核，查看售后详情')
  expect(openPage).toHaveBeenCalledWith('/package-mall/pages/after-sale-detail/index?id=5001')
})

test('one of two units refunded: 已退款 opens that request, and the other unit may still be asked for', async () => {
  const u = await shown({ status: 'completed', id: 3004, ...paid, shippedAt: ago(3), receivedAt: ago(1), afterSales: [request('refunded')] })
  expect(entries(u)).toEqual(['星驰车载香氛 已退款，查看售后详情', '星驰车载香氛 申请售后'])
})

test('refused, then asked again: the latest request is the one shown', async () => {
  const u = await shown({ status: 'shipped', ...shipped, afterSales: [request('refused'), request('toReturn', { id: 5009 })] })
  expect(entries(u)).toEqual(['星驰车载香氛 售后中 · 待寄回商品，查看售后详情'])
})

test('closed because everything was refunded: the close reason as the note, the line\'s 已退款, no new request', async () => {
  const u = await shown({
    status: 'closed', id: 3004, ...paid, shippedAt: ago(3), receivedAt: ago(1), closedAt: ago(0), closeReason: '售后退款完成，订单关闭',
    afterSales: [request('refunded', { quantity: 2, points: 5900, cash: 33900 })],
  })
  expect(u.queries.querySelector('.order-detail__note')?.textContent).toBe('售后退款完成，订单关闭')
  expect(entries(u)).toEqual(['星驰车载香氛 已退款，查看售后详情'])
})
