import { useMemo } from 'react'
import type { Answer, Answers, Question, SurveyDetail, SurveySubmitResult } from '@api/survey'
import { RequestError } from '@/core/request'
import { DRAFTS, useForm, type Errors, type Rules } from '@/shared/form'
import type { UploadScope } from '@/shared/upload/in-flight'
import { submitSurvey } from './api'
import { allQuestions, firstError, progressOf, questionError, shuffleSeed, submission, surveyPath, type Progress, type SurveyPath } from './engine'

export interface SurveyAnswersOptions {
  /** The answers were accepted (the form drops the draft once this returns). */
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
  /** Why the last send failed; kept until the next. */
  failure: unknown
  /** The upload scope of the picture questions: a picture on its way holds back the submit. */
  uploads: UploadScope
  set: (questionId: string, answer: Answer) => void
  /** Shows the messages of these questions; true when they pass (one screen of the stepper). */
  check: (...questionIds: string[]) => boolean
  /** Checks every question on the path, then sends once; true when the answers were accepted. */
  send: () => Promise<boolean>
}

/**
 * One rule per question: the engine's message for its answer while the answers lead through it
 * (the path, worked out once per set of answers), none when they skip it.
 */
function rulesOf(detail: SurveyDetail): Rules<Answers> {
  let last: { answers?: Answers; ids: Set<string> } = { ids: new Set() }
  const onPath = (answers: Answers) => {
    if (last.answers !== answers) last = { answers, ids: new Set(surveyPath(detail, answers).questions.map((q) => q.id)) }
    return last.ids
  }
  return Object.fromEntries(allQuestions(detail).map((q) => [q.id, (answers: Answers) => (onPath(answers).has(q.id) ? questionError(q, answers[q.id]) : undefined)]))
}

/**
 * The answer state both survey routes share: the answers (kept as a draft on the device: leaving
 * the page, closing the app or switching between the two survey routes loses nothing), the
 * path the rules lead through, the messages, progress, and sending. A failed send keeps every
 * answer; a write is never retried by itself.
 */
export function useSurveyAnswers(detail: SurveyDetail, options: SurveyAnswersOptions): SurveyAnswers {
  const rules = useMemo(() => rulesOf(detail), [detail])
  const form = useForm<Answers>({
    initial: {},
    rules,
    draft: DRAFTS.survey(detail.id),
    onInvalid: () => {
      const first = firstError(detail, answers)
      if (first) options.onInvalid(first.question)
    },
  })
  const answers = form.values
  const path = surveyPath(detail, answers)

  const send = () =>
    form.submit(async (values, requestId) => {
      const sent = submission(detail, values)
      try {
        const result = await submitSurvey(detail.id, sent, requestId)
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
    failure: form.failure,
    uploads: form.uploads,
    set: (questionId, answer) => form.set({ [questionId]: answer }),
    check: (...ids) => form.check(...ids),
    send,
  }
}
