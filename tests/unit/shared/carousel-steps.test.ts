import { SWIPE_THRESHOLD, isNear, stepIndex, swipeTarget } from '@/shared/carousel/steps'

test('a long enough swipe left turns to the next page, right to the previous', () => {
  expect(swipeTarget(2, 7, -SWIPE_THRESHOLD, 0)).toBe(3)
  expect(swipeTarget(2, 7, SWIPE_THRESHOLD + 20, 5)).toBe(1)
})

test('a short or mostly vertical move stays on the page (the page may be scrolling)', () => {
  expect(swipeTarget(2, 7, -(SWIPE_THRESHOLD - 1), 0)).toBe(2)
  expect(swipeTarget(2, 7, -80, 90)).toBe(2)
  expect(swipeTarget(2, 7, -80, -80)).toBe(2)
})

test('the ends hold without loop and wrap with it', () => {
  expect(swipeTarget(6, 7, -100, 0)).toBe(6)
  expect(swipeTarget(0, 7, 100, 0)).toBe(0)
  expect(swipeTarget(6, 7, -100, 0, true)).toBe(0)
  expect(swipeTarget(0, 7, 100, 0, true)).toBe(6)
  expect(swipeTarget(0, 1, -100, 0, true)).toBe(0)
})

test('stepIndex clamps or wraps', () => {
  expect(stepIndex(0, 3, -1)).toBe(0)
  expect(stepIndex(2, 3, 1)).toBe(2)
  expect(stepIndex(2, 3, 1, true)).toBe(0)
  expect(stepIndex(0, 3, -1, true)).toBe(2)
  expect(stepIndex(0, 0, 1)).toBe(0)
})

test('the story window: the page itself and one either side, the ends joined only when looping', () => {
  const near = (index: number, loop = false) => Array.from({ length: 10 }, (_, i) => i).filter((i) => isNear(i, index, 10, loop))
  expect(near(0)).toEqual([0, 1])
  expect(near(4)).toEqual([3, 4, 5])
  expect(near(9)).toEqual([8, 9])
  expect(near(0, true)).toEqual([0, 1, 9])
  expect(near(9, true)).toEqual([0, 8, 9])
  // Two pages are each other's neighbours either way.
  expect([isNear(0, 1, 2, true), isNear(1, 0, 2)]).toEqual([true, true])
})
