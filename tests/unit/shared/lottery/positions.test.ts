import { GRID_CELLS, GRID_RING, gridPath, gridPrize, gridStepDelays, sectorCentre, wheelBackAngle, wheelStopAngle } from '@/shared/lottery/positions'

const mod360 = (a: number) => ((a % 360) + 360) % 360
/** Where the wheel turned by `angle` has sector `index`'s centre: 0 (or 360) is under the pointer. */
const underPointer = (index: number, count: number, angle: number) => mod360(sectorCentre(index, count) + angle)
const COUNTS = Array.from({ length: 11 }, (_, i) => i + 2)

describe.each(COUNTS)('a wheel of %i prizes', (count) => {
  const indexes = [...new Set([0, 1, Math.floor(count / 2), count - 1])]
  test.each(indexes)('prize %i stops under the pointer, after the turns asked, growing', (index) => {
    for (const current of [0, 17.5, 359.9, 1234.5, 7200]) {
      for (const turns of [0, 3, 5]) {
        const angle = wheelStopAngle(index, count, current, turns)
        const at = underPointer(index, count, angle)
        expect(Math.min(at, 360 - at)).toBeCloseTo(0, 6)
        expect(angle).toBeGreaterThanOrEqual(current + turns * 360)
        // The first such stop: less than one more turn beyond the turns asked.
        expect(angle).toBeLessThan(current + (turns + 1) * 360)
      }
    }
  })

  test('no other prize is under the pointer at the stop', () => {
    const angle = wheelStopAngle(count - 1, count, 100, 3)
    const half = 180 / count
    for (let i = 0; i < count - 1; i++) {
      const at = underPointer(i, count, angle)
      expect(Math.min(at, 360 - at)).toBeGreaterThan(half)
    }
  })
})

test('the wheel only turns forwards: one draw after another, each stop beyond the last', () => {
  let angle = 0
  for (const index of [0, 5, 5, 2, 7, 0]) {
    const next = wheelStopAngle(index, 8, angle, 3)
    expect(next).toBeGreaterThan(angle)
    angle = next
  }
  // 8 prizes: prize 0's centre is at 22.5 degrees, so its stop is 337.5 past whole turns.
  expect(wheelStopAngle(0, 8, 0, 3)).toBe(3 * 360 + 337.5)
  expect(wheelStopAngle(7, 8, 0, 1)).toBe(360 + 22.5)
})

test('out-of-range prizes are refused', () => {
  expect(() => wheelStopAngle(6, 6, 0, 3)).toThrow(RangeError)
  expect(() => wheelStopAngle(-1, 6, 0, 3)).toThrow(RangeError)
  expect(() => wheelStopAngle(0, 0, 0, 3)).toThrow(RangeError)
  expect(() => gridPath(0, 8, 10, 2)).toThrow(RangeError)
})

test('after a failure the wheel goes forwards to the rotation it had', () => {
  expect(wheelBackAngle(90, 1000)).toBe(1170)
  expect(wheelBackAngle(450, 450)).toBe(450)
  expect(mod360(wheelBackAngle(33, 5000.5))).toBeCloseTo(33, 6)
})

test('the grid runs clockwise around the centre from the top-left corner', () => {
  expect(GRID_RING).toEqual([0, 1, 2, 5, 8, 7, 6, 3])
  expect(GRID_RING).not.toContain(4)
})

const CELL_PRIZES: Record<number, number[]> = { 8: [0, 1, 2, 3, 4, 5, 6, 7], 6: [0, 1, 2, 3, 4, 5, 0, 1], 4: [0, 1, 2, 3, 0, 1, 2, 3] }

describe.each([8, 6, 4])('a grid of %i prizes', (count) => {
  test('cells repeat the prizes in order', () => {
    expect(Array.from({ length: GRID_CELLS }, (_, cell) => gridPrize(cell, count))).toEqual(CELL_PRIZES[count])
  })

  test.each([0, 1, count - 1])('prize %i: the path steps one cell at a time, laps, and ends on it', (index) => {
    for (const from of [0, 3, 7]) {
      const path = gridPath(from, index, count, 2)
      expect(gridPrize(path[path.length - 1], count)).toBe(index)
      expect(path.length).toBeGreaterThanOrEqual(2 * GRID_CELLS)
      // The first cell showing the prize after the two laps: within one more lap.
      expect(path.length).toBeLessThanOrEqual(3 * GRID_CELLS)
      path.forEach((cell, i) => expect(cell).toBe(((i === 0 ? from : path[i - 1]) + 1) % GRID_CELLS))
      path.slice(2 * GRID_CELLS, -1).forEach((cell) => expect(gridPrize(cell, count)).not.toBe(index))
    }
  })
})

test('grid paths, worked out: a prize shown twice stops on the nearer of its cells', () => {
  expect(gridPath(0, 1, 8, 0)).toEqual([1])
  expect(gridPath(5, 5, 8, 1)).toEqual([6, 7, 0, 1, 2, 3, 4, 5])
  // 6 prizes: prize 0 is on cells 0 and 6; from cell 3, after a lap the first is 6.
  expect(gridPath(3, 0, 6, 1)).toEqual([4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6])
  // With no laps the path still moves: the prize's own cell is a full lap away.
  expect(gridPath(2, 2, 8, 0)).toHaveLength(8)
})

test('grid step delays sum to the settle time and slow down towards the end', () => {
  const delays = gridStepDelays(20, 3500)
  expect(delays.reduce((a, b) => a + b, 0)).toBe(3500)
  expect(delays[0]).toBe(delays[10])
  for (let i = 14; i < 20; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1])
  expect(delays[19]).toBeGreaterThan(4 * delays[0])
  expect(gridStepDelays(0, 3500)).toEqual([])
  expect(gridStepDelays(1, 3500)).toEqual([3500])
})
