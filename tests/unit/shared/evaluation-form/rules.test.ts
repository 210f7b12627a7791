import type { EvaluationTemplate } from '@api/evaluation'
import { validate } from '@/shared/form'
import { emptyDraft, evaluationRules, hasLowScore, scoreField, toInput } from '@/shared/evaluation-form'

const TEMPLATE: EvaluationTemplate = {
  aspects: [{ key: 'attitude', name: '服务态度' }, { key: 'speed', name: '维修速度' }],
  tags: ['接待热情', '按时交车'],
  problems: ['等待时间过长', '问题未解决'],
}

test('every aspect must be rated, each with its own message', () => {
  expect(validate(emptyDraft(), evaluationRules(TEMPLATE))).toEqual({
    [scoreField('attitude')]: '请为「服务态度」打分',
    [scoreField('speed')]: '请为「维修速度」打分',
  })
  expect(validate({ ...emptyDraft(), scores: { attitude: 5, speed: 4 } }, evaluationRules(TEMPLATE))).toEqual({})
})

test('a score of 2 or less asks for a problem; 3 does not; a kind without problems never does', () => {
  const low = { ...emptyDraft(), scores: { attitude: 2, speed: 5 } }
  expect(hasLowScore(low.scores)).toBe(true)
  expect(hasLowScore({ attitude: 3, speed: 0 })).toBe(false)
  expect(validate(low, evaluationRules(TEMPLATE)).problems).toBe('评分较低，请至少选择一个遇到的问题')
  expect(validate({ ...low, problems: ['问题未解决'] }, evaluationRules(TEMPLATE)).problems).toBeUndefined()
  expect(validate(low, evaluationRules({ ...TEMPLATE, problems: [] })).problems).toBeUndefined()
})

test('the comment is limited by characters, an emoji counting as one', () => {
  const rules = evaluationRules(TEMPLATE, 3)
  const draft = { ...emptyDraft(), scores: { attitude: 5, speed: 5 } }
  expect(validate({ ...draft, comment: '好😀好' }, rules).comment).toBeUndefined()
  expect(validate({ ...draft, comment: '好好好好' }, rules).comment).toBe('评价内容最多 3 字')
})

test('the input keeps the template\'s aspects, tags and problems, problems only with a low score, the comment trimmed', () => {
  const draft = { scores: { attitude: 4, speed: 5, stale: 1 }, tags: ['按时交车', '别的'], problems: ['问题未解决'], comment: '  很好 ', photos: ['https://x/a.jpg'], anonymous: true }
  expect(toInput(draft, TEMPLATE)).toEqual({ scores: { attitude: 4, speed: 5 }, tags: ['按时交车'], problems: [], comment: '很好', photos: ['https://x/a.jpg'], anonymous: true })
  expect(toInput({ ...draft, scores: { attitude: 1, speed: 5 } }, TEMPLATE).problems).toEqual(['问题未解决'])
})
