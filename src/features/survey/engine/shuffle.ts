import type { Option, Question, SurveyDef } from './types'

/** FNV-1a, 32 bits: a stable number for a text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/** mulberry32: numbers in [0, 1) from a seed, the same ones every time. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seed of one person's option order in one survey: a reload, or the other route, keeps it. */
export const shuffleSeed = (respondentId: number, surveyId: number): number => hashText(`${respondentId}:${surveyId}`)

/**
 * The options in the order this person sees them. Unshuffled surveys keep the author's order;
 * shuffled ones mix the plain options by the seed and the question, and keep 其他 and exclusive
 * options (以上都没有) last, where people look for them.
 */
export function optionOrder(survey: SurveyDef, q: Question, seed: number): Option[] {
  const options = q.options ?? []
  if (!survey.shuffleOptions) return options
  const pinned = options.filter((o) => o.other || o.exclusive)
  const mixed = options.filter((o) => !o.other && !o.exclusive)
  const random = randomFrom(seed ^ hashText(q.id))
  for (let i = mixed.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[mixed[i], mixed[j]] = [mixed[j], mixed[i]]
  }
  return [...mixed, ...pinned]
}
