import { ratingLabel, roundScore, starFills } from '@/shared/rating'

test('whole stars round the score; half stars keep halves', () => {
  expect(starFills(4, 5)).toEqual(['full', 'full', 'full', 'full', 'empty'])
  expect(starFills(3.4, 5)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
  expect(starFills(3.5, 5, true)).toEqual(['full', 'full', 'full', 'half', 'empty'])
  expect(starFills(3.7, 5, true)).toEqual(['full', 'full', 'full', 'half', 'empty'])
})

test('scores stay within 0..max', () => {
  expect(roundScore(9, 5, false)).toBe(5)
  expect(roundScore(-1, 5, true)).toBe(0)
  expect(roundScore(Number.NaN, 5, false)).toBe(0)
  expect(starFills(2, 3)).toHaveLength(3)
})

test('screen readers hear the score and the maximum', () => {
  expect(ratingLabel(4.5, 5)).toBe('4.5 星，满分 5 星')
})
