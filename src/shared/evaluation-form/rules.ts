import type { EvaluationInput, EvaluationTemplate } from '@api/evaluation'
import { maxLength, on, type Rules } from '@/shared/form'

/** A score at or below this asks what went wrong (at least one problem must then be picked). */
export const LOW_SCORE = 2
/** The comment's limit (EvaluationInput allows 500) and the pictures' (6). */
export const COMMENT_MAX = 500
export const PHOTO_MAX = 6

/** The form's values: the input being written, an aspect not yet rated has no score (or 0). */
export type EvaluationDraft = EvaluationInput

export const emptyDraft = (): EvaluationDraft => ({ scores: {}, tags: [], problems: [], comment: '', photos: [], anonymous: false })

export const hasLowScore = (scores: Record<string, number>): boolean => Object.values(scores).some((s) => s > 0 && s <= LOW_SCORE)

/** The field of one aspect's stars, so each shows its own message. */
export const scoreField = (key: string) => `score.${key}`

/** Every aspect rated; a problem picked when a score is low (if the kind offers any); the comment's length. */
export function evaluationRules(template: EvaluationTemplate, commentMax = COMMENT_MAX): Rules<EvaluationDraft> {
  const rules: Rules<EvaluationDraft> = {}
  for (const aspect of template.aspects) {
    rules[scoreField(aspect.key)] = (v) => (v.scores[aspect.key] ? undefined : `请为「${aspect.name}」打分`)
  }
  rules.problems = (v) =>
    hasLowScore(v.scores) && template.problems.length > 0 && v.problems.length === 0 ? '评分较低，请至少选择一个遇到的问题' : undefined
  rules.comment = on('comment', maxLength(commentMax, `评价内容最多 ${commentMax} 字`))
  return rules
}

/**
 * What is sent: a score per aspect of the template, tags and problems the template offers
 * (problems only with a low score, as the form shows them only then), the comment trimmed.
 */
export function toInput(draft: EvaluationDraft, template: EvaluationTemplate): EvaluationInput {
  const scores = Object.fromEntries(template.aspects.map((a) => [a.key, draft.scores[a.key] ?? 0]))
  return {
    scores,
    tags: draft.tags.filter((t) => template.tags.includes(t)),
    problems: hasLowScore(scores) ? draft.problems.filter((p) => template.problems.includes(p)) : [],
    comment: draft.comment.trim(),
    photos: draft.photos,
    anonymous: draft.anonymous,
  }
}

/** Words beside the stars, 1 to 5. */
export const SCORE_WORDS = ['', '非常不满意', '不满意', '一般', '满意', '非常满意']
