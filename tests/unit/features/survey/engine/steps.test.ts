import { firstError, nextQuestion, previousQuestion, resumeAt } from '@/features/survey/engine'
import { COMPLETE, SURVEY } from '../fixture'

test('next and back walk the path: a rule skips the screen it hides', () => {
  expect(nextQuestion(SURVEY, { pile: { picked: ['no'] } }, 'pile')?.id).toBe('nps')
  expect(nextQuestion(SURVEY, { pile: { picked: ['yes'] } }, 'pile')?.id).toBe('pileRating')
  expect(previousQuestion(SURVEY, { pile: { picked: ['no'] } }, 'nps')?.id).toBe('pile')
  expect(previousQuestion(SURVEY, {}, 'model')).toBeUndefined()
})

test('an answer that ends the survey makes its screen the last; so does the last question', () => {
  expect(nextQuestion(SURVEY, { callback: { picked: ['no'] } }, 'callback')).toBeUndefined()
  expect(nextQuestion(SURVEY, { callback: { picked: ['yes'] } }, 'callback')?.id).toBe('phone')
  expect(nextQuestion(SURVEY, COMPLETE, 'photos')).toBeUndefined()
})

test('the first question to fix, and where someone coming back continues', () => {
  expect(firstError(SURVEY, {})).toEqual({ question: expect.objectContaining({ id: 'model' }), message: '请选择一项' })
  expect(firstError(SURVEY, { ...COMPLETE, nps: undefined } as never)?.question.id).toBe('nps')
  expect(firstError(SURVEY, COMPLETE)).toBeUndefined()
  expect(resumeAt(SURVEY, {})?.id).toBe('model')
  expect(resumeAt(SURVEY, { model: { picked: ['s7'] }, city: '杭州' })?.id).toBe('delivery')
  expect(resumeAt(SURVEY, { model: { picked: ['s7'] }, city: '杭' })?.id).toBe('city')
  expect(resumeAt(SURVEY, { ...COMPLETE, delivery: '2024-05-01', photos: ['https://a/b.jpg'] })?.id).toBe('photos')
})
