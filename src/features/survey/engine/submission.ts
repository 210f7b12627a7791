import { allQuestions, isChoiceAnswer, isEmptyAnswer } from './answer'
import { surveyPath, type SurveyPath } from './rules'
import type { Answer, Answers, Question, SurveyDef } from './types'
import { questionError } from './validate'

/** An answer as it is sent and kept: text trimmed, the words of 其他 only when 其他 is picked. */
export function cleanAnswer(q: Question, answer: Answer): Answer {
  if (typeof answer === 'string') return answer.trim()
  if (!isChoiceAnswer(answer)) return answer
  const otherPicked = (q.options ?? []).some((o) => o.other && answer.picked.includes(o.id))
  return otherPicked ? { picked: [...answer.picked], other: (answer.other ?? '').trim() } : { picked: [...answer.picked] }
}

/** Question id -> message, for every question on the path whose answer cannot be sent, in order. */
export function pathErrors(path: SurveyPath, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const q of path.questions) {
    const message = questionError(q, answers[q.id])
    if (message) errors[q.id] = message
  }
  return errors
}

/**
 * What is sent: the answers of the questions on the path, cleaned. Answers of questions a rule
 * skipped (an earlier answer changed) or after an early end stay behind, on either screen.
 */
export function submission(survey: SurveyDef, answers: Answers): Answers {
  const out: Answers = {}
  for (const q of surveyPath(survey, answers).questions) {
    const answer = answers[q.id]
    if (!isEmptyAnswer(answer)) out[q.id] = cleanAnswer(q, answer)
  }
  return out
}

/**
 * Why the server refuses these answers, or undefined when it accepts them: an answer to a
 * question the survey does not have or that its rules skip, then the first answer that breaks
 * its question's rules (a required one left empty included).
 */
export function refusal(survey: SurveyDef, answers: Answers): string | undefined {
  const byId = new Map(allQuestions(survey).map((q) => [q.id, q]))
  const unknown = Object.keys(answers).find((id) => !byId.has(id))
  if (unknown !== undefined) return `问卷中没有这道题（${unknown.slice(0, 40)}）`
  const path = surveyPath(survey, answers)
  const asked = new Set(path.questions.map((q) => q.id))
  const skipped = Object.keys(answers).find((id) => !asked.has(id) && !isEmptyAnswer(answers[id]))
  if (skipped !== undefined) return `「${byId.get(skipped)!.title}」按你的作答无需回答，请刷新问卷后重试`
  const [id, message] = Object.entries(pathErrors(path, answers))[0] ?? []
  return id === undefined ? undefined : `「${byId.get(id)!.title}」${message}`
}
