import type { PricedCoupon, PricedLine } from '@/features/mall/order/pricing'
import { bestCoupon, couponCovers, judgeCoupon, orderAmounts, pointsRange } from '@/features/mall/order/pricing'

const NOW = Date.parse('2026-11-26T10:00:00+08:00')
const line = (over: Partial<PricedLine> = {}): PricedLine => ({ itemId: 1002, categoryId: 21, payType: 1, unitPrice: 10_000, quantity: 1, minPointPrice: 0, maxPointPrice: 0, ...over })
const coupon = (id: number, over: Partial<PricedCoupon> = {}): PricedCoupon => ({
  userCouponId: id, worth: 1000, threshold: 0, applicabilityType: 1, applicability: '',
  validFrom: '2026-11-01T00:00:00+08:00', validTo: '2026-12-31T23:59:59+08:00', ...over,
})

test('a coupon covers all goods, its categories or its items', () => {
  expect(couponCovers({ applicabilityType: 1, applicability: '' }, line())).toBe(true)
  expect(couponCovers({ applicabilityType: 2, applicability: '20, 21' }, line())).toBe(true)
  expect(couponCovers({ applicabilityType: 2, applicability: '22' }, line())).toBe(false)
  expect(couponCovers({ applicabilityType: 3, applicability: '1002' }, line())).toBe(true)
  expect(couponCovers({ applicabilityType: 3, applicability: '1003' }, line())).toBe(false)
})

test('a coupon is judged on validity, scope and the threshold of the goods it covers', () => {
  expect(judgeCoupon(coupon(1, { validFrom: '2026-12-01T00:00:00+08:00' }), [line()], NOW)).toMatchObject({ usable: false, reason: '尚未生效' })
  expect(judgeCoupon(coupon(1, { validTo: '2026-11-25T00:00:00+08:00' }), [line()], NOW)).toMatchObject({ usable: false, reason: '已过期' })
  expect(judgeCoupon(coupon(1, { applicabilityType: 3, applicability: '9' }), [line()], NOW)).toMatchObject({ usable: false, reason: '所选商品不适用' })
  // 满200 on a category: only the covered line counts towards it.
  const lines = [line({ unitPrice: 15_000 }), line({ itemId: 7, categoryId: 30, unitPrice: 9_000 })]
  expect(judgeCoupon(coupon(1, { threshold: 20_000, applicabilityType: 2, applicability: '21' }), lines, NOW)).toMatchObject({ usable: false, reason: '适用商品满200元可用，还差50元' })
  expect(judgeCoupon(coupon(1, { threshold: 20_000 }), lines, NOW)).toEqual({ usable: true, discount: 1000, reason: '' })
  // Never more off than the goods it covers.
  expect(judgeCoupon(coupon(1, { worth: 50_000 }), [line()], NOW).discount).toBe(10_000)
})

test('the default coupon: the largest discount, then the one expiring first, then the older', () => {
  const lines = [line({ unitPrice: 30_000 })]
  const small = coupon(1, { worth: 1000 })
  const big = coupon(2, { worth: 3000, threshold: 20_000 })
  const bigSoon = coupon(3, { worth: 3000, validTo: '2026-12-01T00:00:00+08:00' })
  const tooHigh = coupon(4, { worth: 9000, threshold: 50_000 })
  expect(bestCoupon([small, big, tooHigh], lines, NOW)?.userCouponId).toBe(2)
  expect(bestCoupon([small, big, bigSoon, tooHigh], lines, NOW)?.userCouponId).toBe(3)
  expect(bestCoupon([coupon(9, { worth: 3000 }), coupon(8, { worth: 3000 })], lines, NOW)?.userCouponId).toBe(8)
  expect(bestCoupon([tooHigh], lines, NOW)).toBeUndefined()
})

test('points: the mixed lines between their min and max, never past the cash left or the balance', () => {
  const mixed = line({ payType: 4, unitPrice: 20_000, quantity: 2, minPointPrice: 100, maxPointPrice: 6000 })
  const cash = line({ itemId: 5, unitPrice: 5000 })
  expect(pointsRange([mixed, cash], 0, 1, 100_000)).toEqual({ min: 200, max: 12_000, short: false })
  expect(pointsRange([mixed, cash], 0, 1, 5000)).toEqual({ min: 200, max: 5000, short: false })
  expect(pointsRange([mixed], 0, 1, 150)).toMatchObject({ min: 200, short: true })
  expect(pointsRange([cash], 0, 1, 100_000)).toEqual({ min: 0, max: 0, short: false })
  // A points-only line (max covers the price): the coupon leaves less to pay in points.
  const full = line({ payType: 4, unitPrice: 3000, minPointPrice: 100, maxPointPrice: 3000 })
  expect(pointsRange([full], 1000, 1, 100_000).max).toBe(2000)
})

test('the amounts: goods, coupon, points (clamped) and the cash left', () => {
  const mixed = line({ payType: 4, unitPrice: 20_000, quantity: 2, minPointPrice: 100, maxPointPrice: 6000 })
  const c = coupon(1, { worth: 2000, threshold: 10_000 })
  expect(orderAmounts([mixed], c, 99_999, 1, 100_000, NOW)).toEqual({ goods: 40_000, discount: 2000, points: 12_000, cash: 26_000 })
  expect(orderAmounts([mixed], undefined, 0, 1, 100_000, NOW)).toEqual({ goods: 40_000, discount: 0, points: 200, cash: 39_800 })
  // Ratio 2: two points stand for one fen, and a part fen is paid in cash.
  expect(orderAmounts([mixed], undefined, 301, 2, 100_000, NOW)).toEqual({ goods: 40_000, discount: 0, points: 301, cash: 39_849 })
  const full = line({ payType: 4, unitPrice: 3000, minPointPrice: 100, maxPointPrice: 3000 })
  expect(orderAmounts([full], undefined, 3000, 1, 100_000, NOW).cash).toBe(0)
})
