import type { Answer, Answers, Question, SurveyDetail, SurveySubmitResult } from '@api/survey'
import { RequestError } from '@/core/request'
import { useForm, type Errors, type Rules } from '@/shared/form'
import { submitSurvey } from './api'
import { clearDraft, draftKey, useDraft } from './draft'
import { firstError, progressOf, questionError, shuffleSeed, submission, surveyPath, type Progress, type SurveyPath } from './engine'

export interface SurveyAnswersOptions {
  /** The answers were accepted (the draft is gone by then). */
  onSubmitted: (result: SurveySubmitResult, answers: Answers) => void
  /** The server refused with 409: answered elsewhere meanwhile, or the survey closed. */
  onConflict: () => void
  /** A submit found a question to fix: the screen brings it into view. */
  onInvalid: (question: Question) => void
}

export interface SurveyAnswers {
  answers: Answers
  /** Messages of the questions on the path, once shown (after a submit, or `check`). */
  errors: Errors
  path: SurveyPath
  progress: Progress
  /** The seed of this person's option order. */
  seed: number
  submitting: boolean
  set: (questionId: string, answer: Answer) => void
  /** Shows the messages of these questions; true when they pass (one screen of the stepper). */
  check: (...questionIds: string[]) => boolean
  /** Checks every question on the path, then sends once; true when the answers were accepted. */
  send: () => Promise<boolean>
}

/** One rule per question on the path: the engine's message for its answer. */
const rulesOf = (path: SurveyPath): Rules<Answers> =>
  Object.fromEntries(path.questions.map((q) => [q.id, (answers: Answers) => questionError(q, answers[q.id])]))

/**
 * The answer state both survey routes share: the answers (kept as a draft on the device), the
 * path the rules lead through, the messages, progress, and sending. A failed send keeps every
 * answer; a write is never retried by itself.
 */
export function useSurveyAnswers(detail: SurveyDetail, options: SurveyAnswersOptions): SurveyAnswers {
  const key = draftKey(detail.respondentId, detail.id)
  const state = useDraft(key)
  const answers = state[0]
  const path = surveyPath(detail, answers)
  const form = useForm<Answers>({
    initial: {},
    rules: rulesOf(path),
    state,
    onInvalid: () => {
      const first = firstError(detail, answers)
      if (first) options.onInvalid(first.question)
    },
  })

  const send = () =>
    form.submit(async (values) => {
      const sent = submission(detail, values)
      try {
        const result = await submitSurvey(detail.id, sent)
        clearDraft(key)
        options.onSubmitted(result, sent)
      } catch (error) {
        if (error instanceof RequestError && error.status === 409) options.onConflict()
        throw error
      }
    })

  return {
    answers,
    errors: form.errors,
    path,
    progress: progressOf(path, answers),
    seed: shuffleSeed(detail.respondentId, detail.id),
    submitting: form.submitting,
    set: (questionId, answer) => form.set({ [questionId]: answer }),
    check: (...ids) => form.check(...ids),
    send,
  }
}
