import Taro from '@tarojs/taro'
import OrderDetailPage from '@/package-mall/pages/order-detail/index'
import { afterWrite } from '@/core/query'
import { clearSession, setToken } from '@/core/session'
import * as mallApi from '@/features/mall/api'
import { fullRefund, refundConfirmText, refundLineText } from '@/features/mall/order/refund'
import { click, renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { order } from './order-fixtures'

jest.mock('@/features/mall/api', () => ({ getOrder: jest.fn(), cancelOrder: jest.fn(), receiveOrder: jest.fn(), addToCart: jest.fn() }))
jest.mock('@/features/mall/order/pay', () => ({ payOrder: jest.fn() }))
jest.mock('@/core/location', () => ({ useCurrentPosition: () => ({ position: undefined, allowed: false }) }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn(), showToast: jest.fn(() => Promise.resolve()) }),
)

const api = jest.mocked(mallApi)
const modal = Taro.showModal as jest.Mock
const NOW = Date.parse('2026-05-10T10:00:00+08:00')
const COUPON = { userCouponId: 3, name: '精品满减券', worth: 5000 }

describe('the refund rule', () => {
  test('everything paid comes back; the coupon only while valid', () => {
    const paid = { points: 2680, cash: 89900 }
    expect(fullRefund({ ...paid, coupon: { ...COUPON, validTo: '2026-05-10T10:00:00+08:00' } }, NOW)).toEqual({ ...paid, coupon: 'back' })
    expect(fullRefund({ ...paid, coupon: { ...COUPON, validTo: '2026-05-10T09:59:59+08:00' } }, NOW)).toEqual({ ...paid, coupon: 'kept' })
    expect(fullRefund({ ...paid, coupon: null }, NOW).coupon).toBe('none')
    expect(fullRefund(paid, NOW).coupon).toBe('unknown')
  })

  test('the confirmation says what comes back, points first', () => {
    const valid = { ...COUPON, validTo: '2026-06-01T00:00:00+08:00' }
    expect(refundConfirmText({ points: 2680, cash: 89900, coupon: valid }, NOW)).toBe(
      '订单尚未发货，取消后将自动退款：退回 2680 积分 和 ¥899.00（原路退回），优惠券退回。确定取消吗？',
    )
    expect(refundConfirmText({ points: 0, cash: 89900, coupon: null }, NOW)).toBe('订单尚未发货，取消后将自动退款：退回 ¥899.00（原路退回）。确定取消吗？')
    expect(refundConfirmText({ points: 200, cash: 0, coupon: { ...COUPON, validTo: '2026-05-01T00:00:00+08:00' } }, NOW)).toContain('退回 200 积分（原路退回），优惠券已过期，不再退回')
    expect(refundConfirmText({ points: 200, cash: 100 }, NOW)).toContain('如用了优惠券，有效期内退回')
  })

  test('the detail\'s refund line', () => {
    const refund = { points: 200, cash: 32900, couponReturned: true, refundedAt: '2026-05-10T10:00:00+08:00' }
    expect(refundLineText(refund, true)).toBe('¥329.00 · 积分 200 · 优惠券已退回')
    expect(refundLineText({ ...refund, points: 0, couponReturned: false }, false)).toBe('¥329.00')
    expect(refundLineText({ ...refund, couponReturned: false }, true)).toBe('¥329.00 · 积分 200 · 优惠券已过期未退回')
  })
})

describe('cancelling a paid order on its detail', () => {
  const button = (u: Utils, label: string) => {
    const el = Array.from(u.queries.querySelectorAll('[role="button"], button, taro-button-core')).find((e) => e.textContent?.trim() === label)
    if (!el) throw new Error(`no button ${label}`)
    return el
  }
  // The page's text without markup, so a line split into spans still reads as one.
  const html = (u: Utils) => u.queries.querySelector('body')?.textContent ?? u.html().replace(/<[^>]+>/g, '')

  beforeEach(() => {
    jest.clearAllMocks()
    setToken('dev-token')
    openMockPage('/package-mall/pages/order-detail/index', { id: '3002' })
  })
  afterAll(() => clearSession())

  test('取消订单 confirms what comes back; yes cancels and the order shows 已关闭 with its refund', async () => {
    const paid = order('toShip', { id: 3002, points: 200, cash: 32900, coupon: { ...COUPON, validTo: new Date(Date.now() + 86_400_000).toISOString() }, discount: 5000, paidAt: '2026-05-01T10:01:00+08:00' })
    api.getOrder.mockResolvedValue(paid)
    const u = await render(OrderDetailPage)
    await waitFor(() => expect(html(u)).toContain('待发货'))

    modal.mockResolvedValueOnce({ confirm: false, cancel: true })
    await u.act(async () => click(u, button(u, '取消订单')))
    expect(modal.mock.calls[0][0]).toMatchObject({ title: '取消订单', content: '订单尚未发货，取消后将自动退款：退回 200 积分 和 ¥329.00（原路退回），优惠券退回。确定取消吗？' })
    expect(api.cancelOrder).not.toHaveBeenCalled()

    const refund = { points: 200, cash: 32900, couponReturned: true, refundedAt: '2026-05-01T11:00:00+08:00' }
    const closed = order('closed', { ...paid, status: 'closed', closeReason: '用户取消，已退款', closedAt: refund.refundedAt, refund })
    modal.mockResolvedValueOnce({ confirm: true, cancel: false })
    api.cancelOrder.mockImplementation(() => afterWrite(Promise.resolve(closed), 'mall/orders'))
    api.getOrder.mockResolvedValue(closed)
    await u.act(async () => click(u, button(u, '取消订单')))
    expect(api.cancelOrder).toHaveBeenCalledWith(3002)
    await waitFor(() => expect(html(u)).toContain('已关闭'))
    expect(html(u)).toContain('用户取消，已退款')
    expect(html(u)).toContain('¥329.00 · 积分 200 · 优惠券已退回')
    expect((Taro.showToast as jest.Mock).mock.calls.map(([o]) => o.title)).toContain('已取消，退款已原路退回')
  })
})
