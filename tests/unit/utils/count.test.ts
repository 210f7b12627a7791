import { cappedNumber, formatCount } from '@/utils/count'

describe('count display (spec §9)', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1w'],
    [10001, '1w+'],
    [15000, '1w+'],
    [19999, '1w+'],
    [20000, '2w+'],
    [123456, '12w+'],
  ])('%i -> %s', (n, text) => expect(formatCount(n)).toBe(text))

  it('treats missing values as 0', () => {
    expect(formatCount(undefined)).toBe('0')
    expect(formatCount(null)).toBe('0')
  })
})

describe('capped number with a suffix (default +)', () => {
  it('shows the number up to the maximum, then max + suffix', () => {
    expect(cappedNumber(99, 99)).toBe('99')
    expect(cappedNumber(100, 99)).toBe('99+')
    expect(cappedNumber(1000, 999, '…')).toBe('999…')
    expect(cappedNumber(5, 99, '…')).toBe('5')
  })
})
