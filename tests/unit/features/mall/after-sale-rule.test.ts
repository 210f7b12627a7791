import type { AfterSaleStatus, Order, OrderAfterSale, OrderLine } from '@api/mall'
import { AFTER_SALE_DAYS as SCHEMA_DAYS, AFTER_SALE_LIMITS as SCHEMA_LIMITS } from '@api/mall-after-sale-base'
import { AfterSaleCreateBodySchema } from '@api/mall-after-sale'
import {
  AFTER_SALE_DAYS,
  AFTER_SALE_LIMITS,
  AFTER_SALE_REASONS,
  lineOptions,
  refundAmount,
  refundsAll,
  refundText,
} from '@/features/mall/order/after-sale'

// The after-sale rule the apply page and the dev API server share (src/features/mall/order/after-sale.ts).

const NOW = Date.parse('2026-05-10T10:00:00+08:00')
const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(NOW - days * DAY).toISOString()

const line = (skuId: number, unitPrice: number, quantity: number, returnable = true): OrderLine => ({
  skuId, itemId: Math.floor(skuId / 100), name: `商品${skuId}`, skuName: '', image: '', unitPrice, quantity, returnable,
})
const request = (skuId: number, status: AfterSaleStatus, o: Partial<OrderAfterSale> = {}): OrderAfterSale => ({
  id: 5000 + skuId, skuId, kind: 'return', status, quantity: 1, points: 0, cash: 0, ...o,
})

type Judged = Pick<Order, 'status' | 'type' | 'shippedAt' | 'receivedAt' | 'points' | 'cash' | 'lines' | 'afterSales'>
function order(o: Partial<Judged> = {}): Judged {
  return { status: 'shipped', type: 1, shippedAt: ago(2), receivedAt: null, points: 0, cash: 89900, lines: [line(100601, 89900, 1)], afterSales: [], ...o }
}
const kindsOf = (o: Judged, l = o.lines[0]) => lineOptions(o, l, NOW)

describe('lineOptions: what a line allows now', () => {
  test('paid, not shipped: a refund only, every unit', () => {
    const o = order({ status: 'toShip', shippedAt: null, lines: [line(100401, 19900, 2)] })
    expect(kindsOf(o)).toEqual({ kinds: ['refund'], left: 2, reason: '' })
    // Not shipped, goods that take no returns can still be refunded.
    expect(kindsOf(order({ status: 'toShip', shippedAt: null, lines: [line(100401, 19900, 2, false)] })).kinds).toEqual(['refund'])
  })

  test('shipped or received within the window: a return or an exchange', () => {
    expect(kindsOf(order())).toEqual({ kinds: ['return', 'exchange'], left: 1, reason: '' })
    expect(kindsOf(order({ status: 'completed', shippedAt: ago(10), receivedAt: ago(AFTER_SALE_DAYS) })).kinds).toEqual(['return', 'exchange'])
  })

  test('the window counts from receipt, or from shipping before the order is confirmed', () => {
    expect(kindsOf(order({ shippedAt: ago(AFTER_SALE_DAYS + 1) }))).toEqual({ kinds: [], left: 0, reason: `已超过 ${AFTER_SALE_DAYS} 天售后期限` })
    expect(kindsOf(order({ status: 'completed', shippedAt: ago(12), receivedAt: ago(AFTER_SALE_DAYS + 0.01) })).reason).toBe('已超过 7 天售后期限')
  })

  test('goods that take no returns, vouchers, and orders not paid or closed: nothing, with why', () => {
    expect(kindsOf(order({ lines: [line(100601, 89900, 1, false)] })).reason).toBe('该商品不支持退换货')
    expect(kindsOf(order({ type: 3, status: 'completed' })).reason).toBe('券类商品不支持售后')
    expect(kindsOf(order({ status: 'unpaid', shippedAt: null })).reason).toBe('当前订单状态不能申请售后')
    expect(kindsOf(order({ status: 'closed', shippedAt: null })).reason).toBe('当前订单状态不能申请售后')
  })

  test('a request under way blocks its line, not the others; an ended one blocks nothing', () => {
    const lines = [line(1, 10000, 1), line(2, 20000, 1)]
    const blocked = order({ lines, afterSales: [request(1, 'toReturn')] })
    expect(kindsOf(blocked, lines[0])).toEqual({ kinds: [], left: 0, reason: '该商品已有售后申请在处理中' })
    expect(kindsOf(blocked, lines[1]).kinds).toEqual(['return', 'exchange'])
    for (const status of ['refused', 'cancelled', 'exchanged'] as const) {
      expect(kindsOf(order({ lines, afterSales: [request(1, status)] }), lines[0]).kinds).toEqual(['return', 'exchange'])
    }
  })

  test('refunded units are no longer left; a line refunded whole allows nothing', () => {
    const three = [line(1, 10000, 3)]
    expect(kindsOf(order({ lines: three, afterSales: [request(1, 'refunded', { quantity: 1 })] })).left).toBe(2)
    expect(kindsOf(order({ lines: three, afterSales: [request(1, 'refunded', { quantity: 3 })] }))).toEqual({ kinds: [], left: 0, reason: '该商品已全部退款' })
  })
})

describe('refundAmount: what a request gives back', () => {
  // Two lines worth 100 and 300 yuan; the order paid 1000 points and ¥389.99.
  const lines = [line(1, 10000, 1), line(2, 30000, 1)]
  const paid = { points: 1000, cash: 38999 }

  test('one line of several: its share of the points and of the cash, each rounded down', () => {
    expect(refundAmount(order({ lines, ...paid }), lines[0], 1, 'return')).toEqual({ points: 250, cash: 9749 })
  })

  test('the last units refunded get all that is left, so the parts add up to what was paid', () => {
    const first = refundAmount(order({ lines, ...paid }), lines[0], 1, 'return')
    const after = order({ lines, ...paid, afterSales: [request(1, 'refunded', { quantity: 1, ...first })] })
    const last = refundAmount(after, lines[1], 1, 'return')
    expect(last).toEqual({ points: 750, cash: 29250 })
    expect(first.points + last.points).toBe(paid.points)
    expect(first.cash + last.cash).toBe(paid.cash)
  })

  test('only refunded requests count as paid back; an open one does not', () => {
    const open = order({ lines, ...paid, afterSales: [request(1, 'toRefund', { quantity: 1, points: 250, cash: 9749 })] })
    expect(refundAmount(open, lines[1], 1, 'return')).toEqual({ points: 750, cash: 29249 })
  })

  test('part of a line: the units asked for; the whole order in one request: everything paid', () => {
    const two = [line(1, 10000, 2)]
    expect(refundAmount(order({ lines: two, points: 333, cash: 19667 }), two[0], 1, 'refund')).toEqual({ points: 166, cash: 9833 })
    expect(refundAmount(order({ lines: two, points: 333, cash: 19667 }), two[0], 2, 'refund')).toEqual({ points: 333, cash: 19667 })
  })

  test('an exchange refunds nothing', () => {
    expect(refundAmount(order({ lines, ...paid }), lines[0], 1, 'exchange')).toEqual({ points: 0, cash: 0 })
  })

  test('refundsAll: whether the request refunds the rest of the order', () => {
    expect(refundsAll(order({ lines }), 1)).toBe(false)
    expect(refundsAll(order({ lines }), 2)).toBe(true)
    expect(refundsAll(order({ lines, afterSales: [request(1, 'refunded', { quantity: 1 })] }), 1)).toBe(true)
  })
})

test('refundText: cash then points; nothing says so', () => {
  expect(refundText({ points: 200, cash: 8900 })).toBe('¥89.00 + 200 积分')
  expect(refundText({ points: 0, cash: 89900 })).toBe('¥899.00')
  expect(refundText({ points: 200, cash: 0 })).toBe('200 积分')
  expect(refundText({ points: 0, cash: 0 })).toBe('无需退款')
})

test("the app's copies of the limits equal types/api's, and every reason fits the server's field", () => {
  expect(AFTER_SALE_DAYS).toBe(SCHEMA_DAYS)
  expect(AFTER_SALE_LIMITS).toEqual(SCHEMA_LIMITS)
  const maxReason = AfterSaleCreateBodySchema.properties.reason.maxLength!
  for (const reasons of Object.values(AFTER_SALE_REASONS)) {
    expect(reasons.length).toBeGreaterThan(0)
    for (const reason of reasons) expect([...reason].length).toBeLessThanOrEqual(maxReason)
  }
})
