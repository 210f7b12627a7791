import { pick, picksHint, togglePick } from '@/features/survey/engine'
import { Q } from '../fixture'

test('single choice: a tap picks that option only', () => {
  expect(togglePick(Q.model, [], 's7')).toEqual(['s7'])
  expect(togglePick(Q.model, ['s7'], 'l6')).toEqual(['l6'])
  expect(togglePick(Q.model, ['s7'], 'nope')).toEqual(['s7'])
})

test('multiple choice: toggles, the exclusive option clears the others and the others clear it', () => {
  expect(togglePick(Q.scenes, ['commute'], 'trip')).toEqual(['commute', 'trip'])
  expect(togglePick(Q.scenes, ['commute', 'trip'], 'commute')).toEqual(['trip'])
  expect(togglePick(Q.scenes, ['commute', 'trip'], 'none')).toEqual(['none'])
  expect(togglePick(Q.scenes, ['none'], 'long')).toEqual(['long'])
})

test('multiple choice: at the max a further option is not added', () => {
  expect(togglePick(Q.scenes, ['commute', 'trip', 'long'], 'family')).toEqual(['commute', 'trip', 'long'])
  // ...but the exclusive option still replaces them, and one can be dropped.
  expect(togglePick(Q.scenes, ['commute', 'trip', 'long'], 'none')).toEqual(['none'])
  expect(togglePick(Q.scenes, ['commute', 'trip', 'long'], 'trip')).toEqual(['commute', 'long'])
})

test('pick keeps the words of 其他; the hint says the limits', () => {
  expect(pick(Q.model, { picked: ['other'], other: '问界' }, 's7')).toEqual({ picked: ['s7'], other: '问界' })
  expect(pick(Q.model, undefined, 'other')).toEqual({ picked: ['other'] })
  expect(picksHint(Q.scenes)).toBe('至少选 2 项，最多选 3 项')
  expect(picksHint({ ...Q.scenes, minPicks: 1, maxPicks: undefined })).toBe('可多选')
  expect(picksHint(Q.model)).toBe('')
})
