import { clampTime, nearestIndex, stripTimes } from '@/shared/video/frame-times'
import { setChosenVideo, takeChosenVideo } from '@/shared/video/chosen'

test('the strip samples the middle of six equal parts, in tenths of a second', () => {
  expect(stripTimes(12)).toEqual([1, 3, 5, 7, 9, 11])
  expect(stripTimes(10, 4)).toEqual([1.3, 3.8, 6.3, 8.8])
  expect(stripTimes(0)).toEqual([])
  expect(stripTimes(Number.NaN)).toEqual([])
})

test('a time stays within the video; the nearest thumbnail is the chosen one', () => {
  expect([clampTime(-1, 10), clampTime(4.2, 10), clampTime(12, 10), clampTime(3, 0)]).toEqual([0, 4.2, 10, 0])
  expect(nearestIndex([1, 3, 5], 3.9)).toBe(1)
  expect(nearestIndex([1, 3, 5], 100)).toBe(2)
  expect(nearestIndex([], 1)).toBe(-1)
})

test('the chosen video waits for one opener, once', () => {
  expect(takeChosenVideo()).toBeNull()
  setChosenVideo({ url: 'v.mp4', coverUrl: 'c.jpg', duration: 9 })
  expect(takeChosenVideo()).toEqual({ url: 'v.mp4', coverUrl: 'c.jpg', duration: 9 })
  expect(takeChosenVideo()).toBeNull()
})
