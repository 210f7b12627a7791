// A rating of something the user was served by: a service order, an attended activity, a sales
// consultant, a home charging pile installation or repair. One shape for every kind, so one
// form (src/shared/evaluation-form) serves the survey package's evaluations and the charging
// pile's rating (parity). The spec shows no calls; they follow the style of its §7.
import { Type, type Static } from '@sinclair/typebox'

/** One rated aspect of a kind (attitude, professionalism...), 1-5 stars. */
export const EvaluationAspectSchema = Type.Object({
  key: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
})
export type EvaluationAspect = Static<typeof EvaluationAspectSchema>

/** What a kind asks: its aspects, the tags to pick from, and what went wrong on a low score. */
export const EvaluationTemplateSchema = Type.Object({
  aspects: Type.Array(EvaluationAspectSchema, { minItems: 1 }),
  tags: Type.Array(Type.String()),
  /** Offered when any aspect gets 2 stars or fewer; at least one must then be picked. */
  problems: Type.Array(Type.String()),
})
export type EvaluationTemplate = Static<typeof EvaluationTemplateSchema>

export const EvaluationInputSchema = Type.Object({
  /** aspect key -> stars, 1 to 5; every aspect of the template must be rated. */
  scores: Type.Record(Type.String(), Type.Integer({ minimum: 1, maximum: 5 })),
  tags: Type.Array(Type.String(), { maxItems: 10 }),
  /** Required (at least one) when a score is 2 or lower. */
  problems: Type.Array(Type.String(), { maxItems: 10 }),
  comment: Type.String({ maxLength: 500 }),
  /** Uploaded picture URLs (spec's upload call), at most 6. */
  photos: Type.Array(Type.String(), { maxItems: 6 }),
  anonymous: Type.Boolean(),
})
export type EvaluationInput = Static<typeof EvaluationInputSchema>
