import { conditionMet, pathSections, progressOf, surveyPath } from '@/features/survey/engine'
import { COMPLETE, SURVEY } from '../fixture'

const ids = (answers: Record<string, unknown>) => surveyPath(SURVEY, answers as never).questions.map((q) => q.id)

test('nothing answered: questions shown by a rule stay hidden', () => {
  expect(ids({})).toEqual(['model', 'city', 'delivery', 'scenes', 'overall', 'pile', 'nps', 'callback', 'phone', 'photos'])
})

test('show-when on a score: a low rating asks what went wrong', () => {
  expect(ids({ overall: 2 })).toContain('unhappy')
  expect(ids({ overall: 1 })).toContain('unhappy')
  expect(ids({ overall: 3 })).not.toContain('unhappy')
})

test('show-when on a choice: the pile rating only for those with a pile', () => {
  expect(ids({ pile: { picked: ['yes'] } })).toContain('pileRating')
  expect(ids({ pile: { picked: ['no'] } })).not.toContain('pileRating')
})

test('early end: declining the call-back ends the survey there', () => {
  const path = surveyPath(SURVEY, { ...COMPLETE, callback: { picked: ['no'] } })
  expect(path.questions.map((q) => q.id).slice(-2)).toEqual(['nps', 'callback'])
  expect(path.endedBy?.id).toBe('callback')
  expect(surveyPath(SURVEY, COMPLETE).endedBy).toBeUndefined()
})

test('a condition on a skipped question matches nothing, whatever its stale answer', () => {
  const skipped = SURVEY.sections[1].questions.find((q) => q.id === 'pileRating')!
  expect(conditionMet({ questionId: 'pileRating', atLeast: 1 }, { pileRating: 5 }, new Set())).toBe(false)
  expect(conditionMet({ questionId: 'pileRating', atLeast: 1 }, { pileRating: 5 }, new Set([skipped.id]))).toBe(true)
  // A score condition needs a bound; a text answer matches no condition.
  expect(conditionMet({ questionId: 'overall' }, { overall: 3 }, new Set(['overall']))).toBe(false)
  expect(conditionMet({ questionId: 'city', anyOf: ['杭州'] }, { city: '杭州' }, new Set(['city']))).toBe(false)
})

test('sections keep only their asked questions; progress counts answers on the path', () => {
  const answers = { ...COMPLETE, callback: { picked: ['no'] } }
  const path = surveyPath(SURVEY, answers)
  expect(pathSections(SURVEY, path).map((s) => [s.id, s.questions.length])).toEqual([['basic', 4], ['experience', 4], ['follow', 1]])
  expect(progressOf(path, answers)).toEqual({ answered: 8, total: 9 })
  expect(progressOf(surveyPath(SURVEY, {}), {})).toEqual({ answered: 0, total: 10 })
})
