import type { CouponOffer } from '@api/mall'
import { faceYuan, obtainText, receiveState, scopeText, thresholdText, userCouponValidity, validityText } from '@/features/mall/coupon'

const base = {
  validityTimeType: 1, validityStartTime: '2026-03-01T10:00:00+08:00', validityEndTime: '2026-04-30T12:00:00+08:00',
  validityTime: 0, validityUnit: 1, delayedTime: 0, delayedValidityUnit: 1,
}

describe('coupon validity text', () => {
  it('a fixed window shows both dates', () => {
    expect(validityText(base)).toBe('2026.03.01-2026.04.30')
  })

  it('a window without a start reads "before"', () => {
    expect(validityText({ ...base, validityStartTime: null })).toBe('2026.04.30前有效')
  })

  it('days or months from receipt', () => {
    expect(validityText({ ...base, validityTimeType: 2, validityTime: 30 })).toBe('领取后30天内有效')
    expect(validityText({ ...base, validityTimeType: 2, validityTime: 3, validityUnit: 2 })).toBe('领取后3个月内有效')
  })

  it('with a delay before it starts', () => {
    expect(validityText({ ...base, validityTimeType: 2, validityTime: 30, delayedTime: 2 })).toBe('领取后2天生效，有效期30天')
  })

  it('a received coupon shows its own window', () => {
    expect(userCouponValidity({ validFrom: '2026-03-01T12:00:00+08:00', validTo: '2026-03-31T12:00:00+08:00' })).toBe('2026.03.01-2026.03.31')
  })
})

test('face value, threshold, scope and how often one may receive it', () => {
  expect(faceYuan(2000)).toBe('20')
  expect(faceYuan(2050)).toBe('20.50')
  expect(thresholdText(19900)).toBe('满199元可用')
  expect(thresholdText(0)).toBe('无门槛')
  expect(obtainText(-1)).toBe('不限领取次数')
  expect(obtainText(2)).toBe('每人限领2张')
  expect(scopeText(1)).toBe('全场通用')
  expect(scopeText(3)).toBe('限指定商品')
})

describe('receive button', () => {
  const offer = (o: Partial<CouponOffer>) => ({ receiveMode: 1, canReceive: true, receivedTimes: 0, obtainTimes: 1, balance: 10, ...o }) as CouponOffer

  it.each([
    [{}, '立即领取', true],
    [{ obtainTimes: -1, receivedTimes: 3 }, '再领一张', true],
    [{ canReceive: false, receivedTimes: 1 }, '已领取', false],
    [{ canReceive: false, balance: 0 }, '已领完', false],
    [{ receiveMode: 2, canReceive: false }, '系统发放', false],
    [{ canReceive: false }, '暂不可领', false],
  ] as [Partial<CouponOffer>, string, boolean][])('%j -> %s', (o, label, enabled) => {
    expect(receiveState(offer(o))).toEqual({ label, enabled })
  })
})
