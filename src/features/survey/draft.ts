import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { Answers } from '@api/survey'
import { getCache, removeCache, setCache } from '@/core/cache'

// Answers being given are kept on the device (the app's cache over Taro storage): leaving the
// page, closing the app or switching between the two survey routes loses nothing. A draft is
// dropped after a successful submit, or by the start-up purge a month after it was last touched.
const DRAFT_TTL_MS = 30 * 24 * 3600 * 1000

/** One draft per person and survey, so a shared phone never shows someone else's answers. */
export const draftKey = (respondentId: number, surveyId: number) => `survey-draft:${respondentId}:${surveyId}`

const isAnswers = (value: unknown): value is Answers => typeof value === 'object' && value !== null && !Array.isArray(value)

export function loadDraft(key: string): Answers {
  const stored = getCache<unknown>(key, {})
  return isAnswers(stored) ? stored : {}
}

export function saveDraft(key: string, answers: Answers): void {
  try {
    if (Object.keys(answers).length) setCache(key, answers, DRAFT_TTL_MS)
    else removeCache(key)
  } catch {
    // Storage full or refused: the answers stay on screen, only the draft is lost.
  }
}

export const clearDraft = (key: string) => removeCache(key)

/** Answers as state, read from the draft on first render and written back on every change. */
export function useDraft(key: string): [Answers, Dispatch<SetStateAction<Answers>>] {
  const [answers, setAnswers] = useState(() => loadDraft(key))
  useEffect(() => saveDraft(key, answers), [key, answers])
  return [answers, setAnswers]
}
