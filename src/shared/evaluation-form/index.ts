/**
 * One form for every evaluation: the survey package's service, activity and sales evaluations,
 * and the home charging pile's rating. The kind's `EvaluationTemplate` (types/api/evaluation)
 * says what to ask; the feature passes its own call:
 *
 *   <EvaluationForm template={detail.template} draft={DRAFTS.x(kind, id)} onSubmit={(input, requestId) => submitMyRating(id, input, requestId)} />
 *   <EvaluationSummary template={detail.template} evaluation={detail.evaluation} />
 *   <EvaluationOnce template={detail.template} given={detail.evaluation} onSubmit={...} />  (either, as fits)
 */
export { EvaluationForm, type EvaluationFormProps } from './evaluation-form'
export { EvaluationSummary, type EvaluationSummaryProps } from './evaluation-summary'
export { EvaluationOnce, type EvaluationOnceProps } from './evaluation-once'
export { PickChips, type PickChipsProps } from './pick-chips'
export {
  COMMENT_MAX, LOW_SCORE, PHOTO_MAX, SCORE_WORDS, emptyDraft, evaluationRules, hasLowScore, scoreField, toInput, type EvaluationDraft,
} from './rules'
