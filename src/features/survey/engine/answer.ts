import type { Answer, ChoiceAnswer, Question, SurveyDef } from './types'

/** Every question of a survey, in order, sections flattened. */
export const allQuestions = (survey: SurveyDef): Question[] => survey.sections.flatMap((s) => s.questions)

export const isChoiceQuestion = (q: Question): boolean => q.type === 'single' || q.type === 'multiple'
export const isScoreQuestion = (q: Question): boolean => q.type === 'rating' || q.type === 'nps'

/** A choice answer (picked options), as opposed to a score, a text or pictures. */
export function isChoiceAnswer(answer: Answer | undefined): answer is ChoiceAnswer {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer)
}

/** Characters once trimmed, counted by character so an emoji is one. */
export const textLength = (text: string): number => [...text.trim()].length

/** Nothing given yet: no answer, blank text, no picture, nothing picked. */
export function isEmptyAnswer(answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return true
  if (typeof answer === 'string') return answer.trim() === ''
  if (typeof answer === 'number') return false
  if (Array.isArray(answer)) return answer.length === 0
  return !Array.isArray(answer.picked) || answer.picked.length === 0
}
