// A rating of something the user was served by: a service order, an attended activity, a sales
// consultant, a home charging pile installation or repair. One shape for every kind, so one
// form (src/shared/evaluation-form) serves the survey package's evaluations and the charging
// pile's rating (parity). The spec shows no calls; they follow the style of its §7.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema, PageQuerySchema } from './common'

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
  photos: Type.Array(ImageUrlSchema, { maxItems: 6 }),
  anonymous: Type.Boolean(),
})
export type EvaluationInput = Static<typeof EvaluationInputSchema>

// ---------------------------------------------------------------------------------------------
// The survey package's evaluations (issue 16 item 5): domain `lead`, `/web/evaluation/...`.
// What can be evaluated is something the user was served by: a finished service order (or the
// order behind a maintenance visit), an activity they attended, a sales consultant after a test
// drive or a purchase. Each once.

export const EvaluationKindSchema = Type.Union([Type.Literal('service'), Type.Literal('activity'), Type.Literal('sales')])
export type EvaluationKind = Static<typeof EvaluationKindSchema>

/** A finished service order: its order no, what was done, the dealer and the car. */
export const ServiceTargetSchema = Type.Object({
  kind: Type.Literal('service'),
  id: Type.Integer(),
  /** When the car was handed over. */
  time: DateTimeSchema,
  orderNo: Type.String(),
  serviceType: Type.String(),
  dealerName: Type.String(),
  /** Plate · model. */
  car: Type.String(),
})
export type ServiceTarget = Static<typeof ServiceTargetSchema>

/** An activity the user registered for and that has ended. */
export const ActivityTargetSchema = Type.Object({
  kind: Type.Literal('activity'),
  id: Type.Integer(),
  /** When it started. */
  time: DateTimeSchema,
  name: Type.String(),
  address: Type.String(),
  cover: Type.String(),
})
export type ActivityTarget = Static<typeof ActivityTargetSchema>

/** The sales consultant who showed or sold the car. */
export const SalesTargetSchema = Type.Object({
  kind: Type.Literal('sales'),
  id: Type.Integer(),
  /** The day of the test drive or the purchase. */
  time: DateTimeSchema,
  occasion: Type.Union([Type.Literal('test-drive'), Type.Literal('purchase')]),
  consultantName: Type.String(),
  dealerName: Type.String(),
  /** The model test-driven or bought. */
  car: Type.String(),
})
export type SalesTarget = Static<typeof SalesTargetSchema>

export const EvaluationTargetSchema = Type.Union([ServiceTargetSchema, ActivityTargetSchema, SalesTargetSchema])
export type EvaluationTarget = Static<typeof EvaluationTargetSchema>

/** An evaluation as given, with its overall score (the mean of the aspects, one decimal). */
export const EvaluationRecordSchema = Type.Composite([
  EvaluationInputSchema,
  Type.Object({ id: Type.Integer(), score: Type.Number({ minimum: 1, maximum: 5 }), createdAt: DateTimeSchema }),
])
export type EvaluationRecord = Static<typeof EvaluationRecordSchema>

/** One evaluation screen: what is evaluated, what the kind asks, and the evaluation if given. */
export const EvaluationDetailSchema = Type.Object({
  target: EvaluationTargetSchema,
  template: EvaluationTemplateSchema,
  evaluation: Type.Union([EvaluationRecordSchema, Type.Null()]),
})
export type EvaluationDetail = Static<typeof EvaluationDetailSchema>

export const EvaluationParamsSchema = Type.Object({ kind: EvaluationKindSchema, id: Type.Integer({ minimum: 1 }) })
export type EvaluationParams = Static<typeof EvaluationParamsSchema>

/** pending: what waits for my evaluation; done: what I evaluated. */
export const EvaluationStateSchema = Type.Union([Type.Literal('pending'), Type.Literal('done')])
export type EvaluationState = Static<typeof EvaluationStateSchema>

export const EvaluationListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ state: EvaluationStateSchema, kind: Type.Optional(EvaluationKindSchema) }),
])
export type EvaluationListQuery = Static<typeof EvaluationListQuerySchema>

export const EvaluationListItemSchema = Type.Object({
  target: EvaluationTargetSchema,
  evaluation: Type.Union([EvaluationRecordSchema, Type.Null()]),
})
export type EvaluationListItem = Static<typeof EvaluationListItemSchema>
