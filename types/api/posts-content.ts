// Community content (UGC posts), text checks and collections.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

export const AuthorSchema = Type.Object({
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  isOfficial: Type.Boolean(),
})
export type Author = Static<typeof AuthorSchema>

export const TopicTagSchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export type TopicTag = Static<typeof TopicTagSchema>

export const VideoSchema = Type.Object({
  url: Type.String(),
  cover: Type.String(),
  /** Seconds. */
  duration: Type.Integer(),
})

/** The classmates (车友同学会) group a post was posted in: what its chip shows and opens. */
export const ClassmatesTagSchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export type ClassmatesTag = Static<typeof ClassmatesTagSchema>

export const ContentItemSchema = Type.Object({
  id: Type.Integer(),
  /** 1 image post, 2 video post. */
  type: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  video: Type.Union([VideoSchema, Type.Null()]),
  topics: Type.Array(TopicTagSchema),
  author: AuthorSchema,
  dealerId: Type.Union([Type.Integer(), Type.Null()]),
  classmates: Type.Union([ClassmatesTagSchema, Type.Null()]),
  location: Type.String(),
  likeNum: Type.Integer(),
  commentNum: Type.Integer(),
  collectNum: Type.Integer(),
  shareNum: Type.Integer(),
  viewNum: Type.Integer(),
  /** For the current user; false without a token. */
  liked: Type.Boolean(),
  collected: Type.Boolean(),
  isTop: Type.Boolean(),
  createdAt: DateTimeSchema,
})
export type ContentItem = Static<typeof ContentItemSchema>

export const ContentDetailQuerySchema = Type.Object({
  /** Where the user came from (feed, topic, share); only logged. */
  source: Type.Optional(Type.String({ maxLength: 32 })),
})
export type ContentDetailQuery = Static<typeof ContentDetailQuerySchema>

export const ContentFeedQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    /** recommend (default, pinned first then newest) or latest. */
    tab: Type.Optional(Type.Union([Type.Literal('recommend'), Type.Literal('latest'), Type.Literal('video')])),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** Only this author's posts (personal page). */
    authorId: Type.Optional(Type.Integer({ minimum: 1 })),
  }),
])
export type ContentFeedQuery = Static<typeof ContentFeedQuerySchema>

export const TextBodySchema = Type.Object({ text: Type.String({ minLength: 1, maxLength: 5000 }) })
export type TextBody = Static<typeof TextBodySchema>

/** checkResults 1 pass, 2 refused (e.g. advertising). */
export const GreenCheckSchema = Type.Object({
  contentCheckResult: Type.Object({
    checkResults: Type.Union([Type.Literal(1), Type.Literal(2)]),
    label: Type.String(),
    suggestion: Type.String(),
  }),
})
export type GreenCheck = Static<typeof GreenCheckSchema>

/** Flagged words; empty when the text is clean. */
export const SensitiveWordsSchema = Type.Array(Type.String())

export const ShareResultSchema = Type.Object({ id: Type.Integer(), shareNum: Type.Integer() })
export type ShareResult = Static<typeof ShareResultSchema>

export const LikeResultSchema = Type.Object({ id: Type.Integer(), liked: Type.Boolean(), likeNum: Type.Integer() })
export type LikeResult = Static<typeof LikeResultSchema>

export const CollectionBodySchema = Type.Object({ contentId: Type.Integer({ minimum: 1 }) })
export type CollectionBody = Static<typeof CollectionBodySchema>
export const CollectionResultSchema = Type.Object({
  contentId: Type.Integer(),
  collected: Type.Boolean(),
  collectNum: Type.Integer(),
})
export type CollectionResult = Static<typeof CollectionResultSchema>
