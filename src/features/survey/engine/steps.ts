// Moving through the path one question per screen. The one-page screen shows the same path at
// once, so both routes ask the same questions and send the same answers.
import { isEmptyAnswer } from './answer'
import { surveyPath } from './rules'
import type { Answers, Question, SurveyDef } from './types'
import { questionError } from './validate'

function at(survey: SurveyDef, answers: Answers, currentId: string, step: 1 | -1): Question | undefined {
  const { questions } = surveyPath(survey, answers)
  const index = questions.findIndex((q) => q.id === currentId)
  return index < 0 ? questions[0] : questions[index + step]
}

/** The question after `currentId` on the path; undefined at the end (the screen submits). */
export const nextQuestion = (survey: SurveyDef, answers: Answers, currentId: string) => at(survey, answers, currentId, 1)

/** The question before `currentId`; undefined on the first. */
export const previousQuestion = (survey: SurveyDef, answers: Answers, currentId: string) => at(survey, answers, currentId, -1)

/** The first question on the path whose answer cannot be sent, with its message. */
export function firstError(survey: SurveyDef, answers: Answers): { question: Question; message: string } | undefined {
  for (const question of surveyPath(survey, answers).questions) {
    const message = questionError(question, answers[question.id])
    if (message) return { question, message }
  }
  return undefined
}

/**
 * Where someone coming back continues: the first question on the path left empty or answered
 * wrongly; the last one when all are done (ready to submit).
 */
export function resumeAt(survey: SurveyDef, answers: Answers): Question | undefined {
  const { questions } = surveyPath(survey, answers)
  return questions.find((q) => isEmptyAnswer(answers[q.id]) || questionError(q, answers[q.id])) ?? questions[questions.length - 1]
}
