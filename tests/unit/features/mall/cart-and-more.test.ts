import type { CartItem } from '@api/mall'
import { allSelected, cartTotals, lineMax, payableWithBalance, splitCart } from '@/features/mall/cart'
import { flashSkuOf, runningFlashSale } from '@/features/mall/flash-sale'
import { reviewerName } from '@/features/mall/review'
import { distanceText, storesByDistance } from '@/features/mall/store-distance'

const line = (o: Partial<CartItem>) =>
  ({ id: 1, price: 10000, payType: 1, maxPointPrice: 0, quantity: 1, stockQuantity: 10, selected: true, valid: true, ...o }) as CartItem

describe('cart totals', () => {
  const list = [
    line({ id: 1, price: 19900, payType: 4, maxPointPrice: 5970, quantity: 2 }),
    line({ id: 2, price: 69900, quantity: 1 }),
    line({ id: 3, price: 50000, selected: false }),
    line({ id: 4, price: 99900, valid: false, selected: true }),
  ]

  it('sum the selected valid lines, cash and points apart', () => {
    expect(cartTotals(list)).toEqual({ cash: 13930 * 2 + 69900, points: 5970 * 2, quantity: 3 })
  })

  it('keep invalid lines apart and select-all only counts valid ones', () => {
    expect(splitCart(list).invalid.map((l) => l.id)).toEqual([4])
    expect(allSelected(list)).toBe(false)
    expect(allSelected([list[0], list[1], list[3]])).toBe(true)
    expect(allSelected([list[3]])).toBe(false)
  })

  it('pay points beyond the balance in cash', () => {
    expect(payableWithBalance({ cash: 1000, points: 500 }, 800)).toEqual({ cash: 1000, points: 500, short: 0 })
    expect(payableWithBalance({ cash: 1000, points: 500 }, 200)).toEqual({ cash: 1300, points: 200, short: 300 })
    expect(payableWithBalance({ cash: 1000, points: 500 }, 200, 2)).toEqual({ cash: 1150, points: 200, short: 300 })
    expect(payableWithBalance({ cash: 1000, points: 500 }, undefined)).toEqual({ cash: 1000, points: 500, short: 0 })
  })

  it('let a line grow to its stock, never past 99', () => {
    expect(lineMax(line({ stockQuantity: 7 }))).toBe(7)
    expect(lineMax(line({ stockQuantity: 500 }))).toBe(99)
  })
})

describe('flash sale', () => {
  const now = Date.parse('2026-05-01T12:00:00+08:00')
  const sale = {
    id: 1, activityName: '秒杀', activityType: 5, lowPrice: 700,
    startTime: '2026-04-30T12:00:00+08:00', endTime: '2026-05-04T12:00:00+08:00',
    activitySkuVos: [{ skuId: 11, skuQuantity: 5, skuPrice: 1000, activityPrice: 700, skuBuyLimit: 1 }],
  }

  it('runs only for activityType 5 inside its window', () => {
    expect(runningFlashSale({ activityVos: [sale] }, now)).toBe(sale)
    expect(runningFlashSale({ activityVos: [{ ...sale, activityType: 3 }] }, now)).toBeUndefined()
    expect(runningFlashSale({ activityVos: [sale] }, Date.parse(sale.endTime))).toBeUndefined()
    expect(flashSkuOf(sale, 11)?.activityPrice).toBe(700)
    expect(flashSkuOf(sale, 12)).toBeUndefined()
  })
})

test('anonymous reviewers are never named', () => {
  expect(reviewerName({ anonymousFlag: 1, userName: '车主小王' })).toBe('匿名用户')
  expect(reviewerName({ anonymousFlag: 0, userName: '车主小王' })).toBe('车主小王')
})

test('voucher stores are ordered nearest first', () => {
  const store = (name: string, latitude: number, longitude: number) => ({ name, address: '', mobile: '', latitude, longitude })
  const sorted = storesByDistance([store('上海', 31.23, 121.47), store('深圳', 22.54, 114.05), store('广州', 23.13, 113.26)], { latitude: 22.53, longitude: 113.93 })
  expect(sorted.map((s) => s.name)).toEqual(['深圳', '广州', '上海'])
  expect(sorted[0].distanceKm).toBeLessThan(sorted[1].distanceKm)
  expect(distanceText(0.85)).toBe('850m')
  expect(distanceText(12.345)).toBe('12.35km')
})
