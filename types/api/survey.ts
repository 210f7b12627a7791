// Domain `user`, surveys (`/web/survey/...`): the surveys open to me and those I answered, one
// survey with its questions, and my answers. Not in spec §7; written in its style for issue 16.
// A survey is data: sections of questions, their options and rules. The rules are checked by one
// engine (src/features/survey/engine) on the screen and again on the server.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema, PageQuerySchema } from './common'

export const QuestionTypeSchema = Type.Union([
  Type.Literal('single'),
  Type.Literal('multiple'),
  Type.Literal('rating'),
  Type.Literal('nps'),
  Type.Literal('text'),
  Type.Literal('textarea'),
  Type.Literal('phone'),
  Type.Literal('date'),
  Type.Literal('image'),
])
export type QuestionType = Static<typeof QuestionTypeSchema>

export const OptionSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  label: Type.String({ minLength: 1 }),
  /** 其他: picking it asks for the user's own words. */
  other: Type.Optional(Type.Boolean()),
  /** 以上都没有: picked alone, never with another option (multiple choice). */
  exclusive: Type.Optional(Type.Boolean()),
})
export type Option = Static<typeof OptionSchema>

/**
 * An earlier answer that a rule looks at: a choice question matches when one of `anyOf` is
 * picked, a rating or NPS question when its score lies within `atLeast`..`atMost`.
 */
export const ConditionSchema = Type.Object({
  questionId: Type.String({ minLength: 1 }),
  anyOf: Type.Optional(Type.Array(Type.String())),
  atLeast: Type.Optional(Type.Integer()),
  atMost: Type.Optional(Type.Integer()),
})
export type Condition = Static<typeof ConditionSchema>

export const QuestionSchema = Type.Object({
  /** Unique in its survey; the key of its answer. */
  id: Type.String({ minLength: 1 }),
  type: QuestionTypeSchema,
  title: Type.String({ minLength: 1 }),
  /** A line under the title. */
  hint: Type.Optional(Type.String()),
  required: Type.Boolean(),
  /** single, multiple. */
  options: Type.Optional(Type.Array(OptionSchema)),
  /** multiple: how many options may be picked (an exclusive option alone is always enough). */
  minPicks: Type.Optional(Type.Integer({ minimum: 1 })),
  maxPicks: Type.Optional(Type.Integer({ minimum: 1 })),
  /** rating: how many stars; 5 unless told. */
  stars: Type.Optional(Type.Integer({ minimum: 2, maximum: 10 })),
  /** text, textarea: characters once trimmed. */
  minLength: Type.Optional(Type.Integer({ minimum: 1 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
  placeholder: Type.Optional(Type.String()),
  /** date: the first and last day that may be picked, YYYY-MM-DD. */
  minDate: Type.Optional(Type.String()),
  maxDate: Type.Optional(Type.String()),
  /** image: how many pictures at most; 3 unless told. */
  maxImages: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  /** Asked only when an earlier answer matches; otherwise skipped (and its answer not sent). */
  showWhen: Type.Optional(ConditionSchema),
  /** When this question's answer matches, the survey ends here: later questions are not asked. */
  endWhen: Type.Optional(ConditionSchema),
})
export type Question = Static<typeof QuestionSchema>

export const SectionSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  title: Type.String(),
  questions: Type.Array(QuestionSchema),
})
export type Section = Static<typeof SectionSchema>

/** What the engine needs of a survey. */
export const SurveyDefSchema = Type.Object({
  id: Type.Integer(),
  /** Options of choice questions show in an order of their own for each user (其他 and exclusive ones stay last). */
  shuffleOptions: Type.Boolean(),
  sections: Type.Array(SectionSchema),
})
export type SurveyDef = Static<typeof SurveyDefSchema>

/** A choice question's answer: the picked option ids, and the words of a picked 其他. */
export const ChoiceAnswerSchema = Type.Object({
  picked: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }),
  other: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ChoiceAnswer = Static<typeof ChoiceAnswerSchema>

/**
 * One answer: choices (single, multiple), a score (rating, NPS), text (text, textarea, phone,
 * date as YYYY-MM-DD) or picture URLs (image).
 */
export const AnswerSchema = Type.Union(
  [ChoiceAnswerSchema, Type.Integer(), Type.String({ maxLength: 2000 }), Type.Array(ImageUrlSchema, { maxItems: 9 })],
  { errorMessage: '答案格式不正确' },
)
export type Answer = Static<typeof AnswerSchema>

/** Question id -> answer. */
export const AnswersSchema = Type.Record(Type.String(), AnswerSchema, { maxProperties: 200 })
export type Answers = Static<typeof AnswersSchema>

/** upcoming: not open yet; open: may be answered; closed: past its deadline. */
export const SurveyStateSchema = Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed')])
export type SurveyState = Static<typeof SurveyStateSchema>

export const SurveySummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  startAt: DateTimeSchema,
  endAt: DateTimeSchema,
  /** Points credited once, when my answers are accepted. */
  rewardPoints: Type.Integer({ minimum: 0 }),
  /**
   * Questions asked before any answer: those no rule hides. Answers may add or end some; the
   * answering screens count the path the answers lead through, which starts at this number.
   */
  questionCount: Type.Integer({ minimum: 0 }),
  /** About how long it takes. */
  minutes: Type.Integer({ minimum: 1 }),
  state: SurveyStateSchema,
  /** When I submitted it; null when I have not. */
  answeredAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type SurveySummary = Static<typeof SurveySummarySchema>

export const SurveyDetailSchema = Type.Composite([
  SurveySummarySchema,
  SurveyDefSchema,
  Type.Object({
    /** Shown after submitting. */
    thanks: Type.String(),
    /** Who is answering: with the survey id, it seeds the option order, so a reload keeps it. */
    respondentId: Type.Integer(),
    /** My submitted answers (shown read-only); null when I have not answered. */
    myAnswers: Type.Union([AnswersSchema, Type.Null()]),
  }),
])
export type SurveyDetail = Static<typeof SurveyDetailSchema>

/** open: the surveys I may still answer (open, then upcoming); answered: those I answered. */
export const SurveyTabSchema = Type.Union([Type.Literal('open'), Type.Literal('answered')])
export type SurveyTab = Static<typeof SurveyTabSchema>

export const SurveyListQuerySchema = Type.Composite([PageQuerySchema, Type.Object({ tab: SurveyTabSchema })])
export type SurveyListQuery = Static<typeof SurveyListQuerySchema>

export const SurveySubmitBodySchema = Type.Object({ answers: AnswersSchema })
export type SurveySubmitBody = Static<typeof SurveySubmitBodySchema>

export const SurveySubmitResultSchema = Type.Object({
  answeredAt: DateTimeSchema,
  rewardPoints: Type.Integer({ minimum: 0 }),
  /** My points balance after the reward. */
  point: Type.Integer(),
})
export type SurveySubmitResult = Static<typeof SurveySubmitResultSchema>
