import { allQuestions, isChoiceAnswer, isEmptyAnswer } from './answer'
import type { Answers, Condition, Question, Section, SurveyDef } from './types'

/**
 * Whether an earlier answer matches a rule's condition. A question that was skipped, or not
 * answered yet, matches nothing: what depends on it stays hidden.
 */
export function conditionMet(condition: Condition, answers: Answers, asked: ReadonlySet<string>): boolean {
  if (!asked.has(condition.questionId)) return false
  const answer = answers[condition.questionId]
  if (isEmptyAnswer(answer)) return false
  if (isChoiceAnswer(answer)) return Boolean(condition.anyOf?.some((id) => answer.picked.includes(id)))
  if (typeof answer !== 'number') return false
  const { atLeast, atMost } = condition
  if (atLeast === undefined && atMost === undefined) return false
  return (atLeast === undefined || answer >= atLeast) && (atMost === undefined || answer <= atMost)
}

export interface SurveyPath {
  /** The questions asked, in order: those their rules show, up to an early end. */
  questions: Question[]
  /** The question whose answer ended the survey early, if one did. */
  endedBy?: Question
}

/** The questions the current answers lead through (both screens walk this one path). */
export function surveyPath(survey: SurveyDef, answers: Answers): SurveyPath {
  const asked = new Set<string>()
  const questions: Question[] = []
  for (const q of allQuestions(survey)) {
    if (q.showWhen && !conditionMet(q.showWhen, answers, asked)) continue
    asked.add(q.id)
    questions.push(q)
    if (q.endWhen && conditionMet(q.endWhen, answers, asked)) return { questions, endedBy: q }
  }
  return { questions }
}

/** The survey's sections with only the questions on `path`; sections left empty are dropped. */
export function pathSections(survey: SurveyDef, path: SurveyPath): Section[] {
  const on = new Set(path.questions.map((q) => q.id))
  return survey.sections
    .map((s) => ({ ...s, questions: s.questions.filter((q) => on.has(q.id)) }))
    .filter((s) => s.questions.length > 0)
}

export interface Progress {
  answered: number
  total: number
}

/** How many questions on the path have an answer, of how many. */
export function progressOf(path: SurveyPath, answers: Answers): Progress {
  return { answered: path.questions.filter((q) => !isEmptyAnswer(answers[q.id])).length, total: path.questions.length }
}
