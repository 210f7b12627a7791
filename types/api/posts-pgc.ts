// PGC articles (official editorial content) and their stats.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'
import { AuthorSchema } from './posts-content'

export const PgcStatsSchema = Type.Object({
  id: Type.Integer(),
  likeNum: Type.Integer(),
  collectNum: Type.Integer(),
  shareNum: Type.Integer(),
  viewNum: Type.Integer(),
  liked: Type.Boolean(),
  collected: Type.Boolean(),
})
export type PgcStats = Static<typeof PgcStatsSchema>

export const ArticleSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  tags: Type.Array(Type.String()),
  author: AuthorSchema,
  publishAt: DateTimeSchema,
  stats: PgcStatsSchema,
})
export type ArticleSummary = Static<typeof ArticleSummarySchema>

/** The HTML is the server's as stored: the app must sanitize it before rendering. */
export const ArticleSchema = Type.Composite([ArticleSummarySchema, Type.Object({ html: Type.String() })])
export type Article = Static<typeof ArticleSchema>

export const ArticleListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ tag: Type.Optional(Type.String({ maxLength: 20 })) }),
])
export type ArticleListQuery = Static<typeof ArticleListQuerySchema>
