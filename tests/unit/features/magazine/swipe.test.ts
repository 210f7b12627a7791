import { SWIPE_THRESHOLD, stepIndex, swipeTarget } from '@/shared/swipe-pager/swipe'
import { dotDate } from '@/features/magazine/dates'

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

test('issue dates read YYYY.MM.DD', () => {
  expect(dotDate('2025-03-01')).toBe('2025.03.01')
  expect(dotDate('2025-03-01T10:00:00+08:00')).toBe('2025.03.01')
  expect(dotDate('')).toBe('')
  expect(dotDate('soon')).toBe('')
})
