import { cashPointsText, formatYuan, pointsText, priceRangeText, splitCashPoints, yuanText } from '@/features/mall/money'

describe('fen to yuan with 2 decimals', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [1005, '10.05'], // (1005 / 100).toFixed(2) would read 10.04 on some engines: integer maths instead
    [19900, '199.00'],
    [35820, '358.20'],
    [123456789, '1234567.89'],
    [-2050, '-20.50'],
  ])('%i fen -> %s', (fen, text) => expect(formatYuan(fen)).toBe(text))

  it('reads a missing amount as 0', () => {
    expect(formatYuan(undefined)).toBe('0.00')
    expect(formatYuan(null)).toBe('0.00')
  })

  it('puts the yuan sign in front and shows a range only when the prices differ', () => {
    expect(yuanText(69900)).toBe('¥699.00')
    expect(priceRangeText(19900, 19900)).toBe('¥199.00')
    expect(priceRangeText(19900, 35820)).toBe('¥199.00-¥358.20')
  })
})

describe('points', () => {
  it('shows whole points with the unit, never negative', () => {
    expect(pointsText(5970)).toBe('5970积分')
    expect(pointsText(0)).toBe('0积分')
    expect(pointsText(-3)).toBe('0积分')
    expect(pointsText(12.7)).toBe('12积分')
    expect(pointsText(undefined)).toBe('0积分')
  })

  it('payType 1 is all cash', () => {
    expect(splitCashPoints(19900, 1, 5970)).toEqual({ cash: 19900, points: 0 })
    expect(cashPointsText({ cash: 19900, points: 0 })).toBe('¥199.00')
  })

  it('payType 4 replaces up to maxPointPrice of the price with points at the default ratio 1', () => {
    const split = splitCashPoints(19900, 4, 5970)
    expect(split).toEqual({ cash: 13930, points: 5970 })
    expect(cashPointsText(split)).toBe('¥139.30 + 5970积分')
  })

  it('uses the point ratio, and never more points than the price is worth', () => {
    expect(splitCashPoints(1000, 4, 5000, 2)).toEqual({ cash: 0, points: 2000 })
    expect(splitCashPoints(1000, 4, 300, 2)).toEqual({ cash: 850, points: 300 })
    expect(splitCashPoints(1000, 4, 300, 0)).toEqual({ cash: 700, points: 300 }) // a bad ratio falls back to 1
    expect(splitCashPoints(1000, 4, 0)).toEqual({ cash: 1000, points: 0 })
  })
})
