// The brand museum (domain `domain`, the brand's content): halls, collection items, the hall of
// fame and special journal issues.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

/** Every museum path starts here (the app keeps a copy in src/features/museum/constants.ts). */
export const MUSEUM_BASE = '/api/v1/domain/app/museum'

export const HallSchema = Type.Object({
  /** collection, fame or journal: which page the hall opens. */
  kind: Type.Union([Type.Literal('collection'), Type.Literal('fame'), Type.Literal('journal')]),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  count: Type.Integer({ minimum: 0 }),
})
export type Hall = Static<typeof HallSchema>

export const CollectionCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export type CollectionCategory = Static<typeof CollectionCategorySchema>

export const CollectionItemSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  name: Type.String(),
  year: Type.Integer(),
  cover: Type.String(),
  summary: Type.String(),
})
export type CollectionItem = Static<typeof CollectionItemSchema>

export const CollectionDetailSchema = Type.Intersect([
  CollectionItemSchema,
  Type.Object({
    images: Type.Array(Type.String(), { minItems: 1 }),
    /** The item's story, paragraphs of plain text. */
    story: Type.Array(Type.String()),
    specs: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  }),
])
export type CollectionDetail = Static<typeof CollectionDetailSchema>

export const CollectionQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ categoryId: Type.Optional(Type.Integer({ minimum: 1 })) })])
export type CollectionQuery = Static<typeof CollectionQuerySchema>

export const FamePersonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  /** 金牌车主, 首批车主, 工程师… */
  title: Type.String(),
  summary: Type.String(),
  year: Type.Integer(),
})
export type FamePerson = Static<typeof FamePersonSchema>

export const FameDetailSchema = Type.Intersect([
  FamePersonSchema,
  Type.Object({
    story: Type.Array(Type.String()),
    cars: Type.Array(Type.Object({ name: Type.String(), image: Type.String(), years: Type.String() })),
  }),
])
export type FameDetail = Static<typeof FameDetailSchema>

export const JournalIssueSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  publishAt: DateTimeSchema,
  /** Server HTML: the client sanitizes it before rendering. */
  html: Type.String(),
})
export type JournalIssue = Static<typeof JournalIssueSchema>

/** A special journal issue in the journal hall's list (GET `${MUSEUM_BASE}/journals`, newest first). */
export const JournalSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  publishAt: DateTimeSchema,
})
export type JournalIssueSummary = Static<typeof JournalSummarySchema>
