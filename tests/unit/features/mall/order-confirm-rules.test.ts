/** @jest-environment node */
import type { Cart, ConfirmLine, OrderCoupon } from '@api/mall'
import { newRequestId } from '@/core/request/request-id'
import { cartOrderLines, confirmFrom, isPriceChanged, judgedCoupons, submitBlocker } from '@/features/mall/order/confirm'
import { ORDER_LIMITS } from '@/features/mall/order/limits'
import * as server from '../../../../types/api/mall-order'

const line = (o: Partial<ConfirmLine>): ConfirmLine => ({
  skuId: 1, itemId: 10, categoryId: 11, name: '座椅套', skuName: '', image: '', type: 1, payType: 1, unitPrice: 10000, flashSale: false,
  quantity: 1, stockQuantity: 9, buyLimit: 0, minPointPrice: 0, maxPointPrice: 0, problem: null, ...o,
})
const coupon = (userCouponId: number, worth: number, threshold: number): OrderCoupon => ({
  userCouponId, couponId: userCouponId, name: `券${userCouponId}`, worth, threshold, applicabilityType: 1, applicability: '',
  validFrom: '2026-01-01T00:00:00+08:00', validTo: '2026-12-31T00:00:00+08:00',
})
const range = { min: 0, max: 0, short: false }

test('the app’s copy of the order limits equals the API’s', () => {
  expect(ORDER_LIMITS).toEqual(server.ORDER_LIMITS)
})

test('the query: from the cart, or one SKU and a quantity within the limit', () => {
  expect(confirmFrom({ from: 'cart' })).toEqual({ source: 'cart' })
  expect(confirmFrom({ skuId: '100202', quantity: '2' })).toEqual({ source: 'buy', lines: [{ skuId: 100202, quantity: 2 }] })
  expect(confirmFrom({ skuId: '100202' })).toBeUndefined()
  expect(confirmFrom({ skuId: '100202', quantity: '0' })).toBeUndefined()
  expect(confirmFrom({ skuId: '1.5', quantity: '1' })).toBeUndefined()
  expect(confirmFrom({ skuId: '1', quantity: '100' })).toBeUndefined()
})

test('the cart gives its selected valid lines', () => {
  const base = { id: 1, vmId: 1, itemId: 1, name: '', skuName: '', image: '', price: 1, payType: 1, maxPointPrice: 0, stockQuantity: 1, saleAttributes: [], createdAt: '' }
  const cart = {
    list: [
      { ...base, skuId: 1, quantity: 2, selected: true, valid: true },
      { ...base, skuId: 2, quantity: 1, selected: false, valid: true },
      { ...base, skuId: 3, quantity: 1, selected: true, valid: false },
    ],
  } as unknown as Cart
  expect(cartOrderLines(cart)).toEqual([{ skuId: 1, quantity: 2 }])
})

test('coupons: usable ones first, the largest discount first, then the rest with their reason', () => {
  const judged = judgedCoupons([coupon(1, 500, 0), coupon(2, 900, 50000), coupon(3, 800, 0)], [line({})], Date.parse('2026-05-01T00:00:00+08:00'))
  expect(judged.map((c) => [c.userCouponId, c.usable])).toEqual([[3, true], [1, true], [2, false]])
  expect(judged[2].reason).toBe('适用商品满500元可用，还差400元')
})

test('what blocks the submit, the line first, then the address, then the points', () => {
  const bad = [line({}), line({ skuId: 2, name: '车载香氛', problem: '限购 2 件' })]
  expect(submitBlocker(bad, true, undefined, { min: 100, max: 0, short: true })).toBe('「车载香氛」限购 2 件')
  expect(submitBlocker([line({})], true, undefined, range)).toBe('请选择收货地址')
  expect(submitBlocker([line({})], false, undefined, range)).toBe('')
  expect(submitBlocker([line({})], true, 3, { min: 100, max: 50, short: true })).toBe('积分不足，本单至少需要 100 积分')
})

test('request ids (the app’s one newRequestId) fit the order route’s pattern and differ; a price change is recognised', () => {
  const a = newRequestId()
  expect(a).toMatch(/^[0-9A-Za-z_-]{8,64}$/)
  expect(newRequestId()).not.toBe(a)
  expect(isPriceChanged(new Error('价格已变化，请重新确认'))).toBe(true)
  expect(isPriceChanged(new Error('积分不足'))).toBe(false)
})
