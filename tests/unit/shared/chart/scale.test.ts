import { niceTicks, thinLabels, tickText, xPositions, yFraction } from '@/shared/chart/scale'

describe('niceTicks', () => {
  test.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [4, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 5, 10]],
    [40, [0, 10, 20, 30, 40]],
    [99, [0, 50, 100]],
    [1000, [0, 500, 1000]],
    [1234, [0, 500, 1000, 1500]],
    [86000, [0, 50000, 100000]],
  ])('max %p -> %p', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks)
  })

  test('every step is 1, 2 or 5 times a power of ten, the top covers max, at most `count` steps', () => {
    for (let max = 0; max <= 5000; max += 37) {
      for (const count of [3, 4, 5]) {
        const ticks = niceTicks(max, count)
        const step = ticks[1] - ticks[0]
        expect(ticks[0]).toBe(0)
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max)
        expect(ticks.length - 1).toBeLessThanOrEqual(count)
        expect(ticks.every((t, i) => t === i * step)).toBe(true)
        expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step) + 1e-9))
      }
    }
  })

  test('nothing to show still has an axis: negative, NaN and Infinity read as 0', () => {
    expect(niceTicks(-5)).toEqual([0, 1])
    expect(niceTicks(Number.NaN)).toEqual([0, 1])
    expect(niceTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1])
  })
})

test('yFraction: the share of the axis, clamped, 0 on an empty axis', () => {
  expect(yFraction(50, 100)).toBe(0.5)
  expect(yFraction(0, 100)).toBe(0)
  expect(yFraction(150, 100)).toBe(1)
  expect(yFraction(-3, 100)).toBe(0)
  expect(yFraction(5, 0)).toBe(0)
})

test('xPositions: band centres; none for an empty series, the middle for one point', () => {
  expect(xPositions(0)).toEqual([])
  expect(xPositions(1)).toEqual([0.5])
  expect(xPositions(2)).toEqual([0.25, 0.75])
  const seven = xPositions(7)
  expect(seven[0]).toBeCloseTo(1 / 14)
  expect(seven[6]).toBeCloseTo(13 / 14)
  expect(seven[3]).toBeCloseTo(0.5)
})

describe('thinLabels', () => {
  test('all labels when they fit, none for no points', () => {
    expect(thinLabels(0)).toEqual([])
    expect(thinLabels(1)).toEqual([0])
    expect(thinLabels(7)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  test('30 days: every 5th, counted back from the latest, at most 7', () => {
    expect(thinLabels(30)).toEqual([4, 9, 14, 19, 24, 29])
    expect(thinLabels(8)).toEqual([1, 3, 5, 7])
    for (let n = 1; n <= 90; n++) {
      const shown = thinLabels(n, 7)
      expect(shown.length).toBeLessThanOrEqual(7)
      expect(shown[shown.length - 1]).toBe(n - 1)
    }
  })
})

test('tickText: 万 from ten thousand on', () => {
  expect(tickText(0)).toBe('0')
  expect(tickText(9500)).toBe('9500')
  expect(tickText(10000)).toBe('1万')
  expect(tickText(15000)).toBe('1.5万')
})
