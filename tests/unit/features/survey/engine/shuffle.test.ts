import type { Question } from '@api/survey'
import { hashText, optionOrder, shuffleSeed } from '@/features/survey/engine'
import { Q, SURVEY } from '../fixture'

const labels = (seed: number, q: Question = Q.scenes) => optionOrder(SURVEY, q, seed).map((o) => o.id)

test('the seed is a stable number of person and survey', () => {
  expect(hashText('')).toBe(0x811c9dc5)
  expect(shuffleSeed(1, 801)).toBe(hashText('1:801'))
  expect(shuffleSeed(1, 801)).not.toBe(shuffleSeed(2, 801))
})

test('a shuffled survey: the same order for the same person every time, known in advance', () => {
  const seed = shuffleSeed(1, 801)
  expect(labels(seed)).toEqual(labels(seed))
  // The order user 1 sees in survey 801 (a change of the algorithm shows here).
  expect(labels(seed)).toEqual(['trip', 'long', 'family', 'commute', 'none'])
  expect(labels(seed, Q.model)).toEqual(['s9', 'l6', 's7', 'other'])
})

test('其他 and exclusive options stay last; every option is still there', () => {
  for (let respondent = 1; respondent <= 20; respondent += 1) {
    const order = labels(shuffleSeed(respondent, 801))
    expect(order[order.length - 1]).toBe('none')
    expect([...order].sort()).toEqual(['commute', 'family', 'long', 'none', 'trip'])
    expect(labels(shuffleSeed(respondent, 801), Q.model).at(-1)).toBe('other')
  }
})

test('people see different orders; a survey that does not shuffle keeps the author\'s', () => {
  const orders = new Set(Array.from({ length: 20 }, (_, i) => labels(shuffleSeed(i + 1, 801)).join()))
  expect(orders.size).toBeGreaterThan(5)
  expect(optionOrder({ ...SURVEY, shuffleOptions: false }, Q.scenes, 12345).map((o) => o.id)).toEqual(['commute', 'family', 'trip', 'long', 'none'])
})
