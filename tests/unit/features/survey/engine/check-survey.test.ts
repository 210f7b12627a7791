import type { SurveyDef } from '@api/survey'
import { surveyProblems } from '@/features/survey/engine'
import { seedSurveys } from '../../../../../mock/seed/surveys'
import { Q, SURVEY } from '../fixture'

const one = (...questions: SurveyDef['sections'][number]['questions']): SurveyDef => ({ id: 1, shuffleOptions: false, sections: [{ id: 's', title: '', questions }] })

test('every seeded survey, and the fixture, is sound', () => {
  const now = Date.parse('2025-03-01T10:00:00+08:00')
  for (const survey of [SURVEY, ...seedSurveys(now)]) expect([survey.id, surveyProblems(survey)]).toEqual([survey.id, []])
})

test('a rule may look only at an earlier question (show-when) or at its own (early end)', () => {
  expect(surveyProblems(one(Q.pileRating, Q.pile))).toEqual(['pileRating: showWhen 指向前面没有的题目 pile'])
  expect(surveyProblems(one(Q.pile, { ...Q.nps, endWhen: { questionId: 'pile', anyOf: ['no'] } }))).toEqual(['nps: endWhen 指向的必须是本题 pile'])
  expect(surveyProblems(one(Q.pile, { ...Q.pileRating, showWhen: { questionId: 'pile', anyOf: ['maybe'] } }))).toEqual(['pileRating: showWhen 的 anyOf 须是 pile 的选项'])
  expect(surveyProblems(one(Q.overall, { ...Q.unhappy, showWhen: { questionId: 'overall' } }))).toEqual(['unhappy: showWhen 缺少 atLeast/atMost'])
  expect(surveyProblems(one(Q.city, { ...Q.nps, showWhen: { questionId: 'city', anyOf: ['x'] } }))).toEqual(['nps: showWhen 只能看单选、多选、评分或 NPS 题'])
})

test('ids are unique, choices have options, limits make sense', () => {
  expect(surveyProblems(one(Q.city, Q.city))).toEqual(['city: 题目 id 重复'])
  expect(surveyProblems(one({ ...Q.model, options: [] }))).toEqual(['model: 选择题至少需要两个选项'])
  expect(surveyProblems(one({ ...Q.scenes, minPicks: 4, maxPicks: 2 }))).toEqual(['scenes: minPicks 大于 maxPicks'])
  expect(surveyProblems(one({ ...Q.pile, options: [...Q.pile.options, { id: 'none', label: '不知道', exclusive: true }] }))).toEqual(['pile: 单选题不需要互斥选项'])
})
