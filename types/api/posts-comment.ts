// Comments on posts and articles (they share one id space, so contentId names either).
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

const Person = Type.Object({ accountId: Type.Integer(), displayName: Type.String(), avatarUrl: Type.String() })

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  contentId: Type.Integer(),
  /** 0 for a top-level comment. */
  parentId: Type.Integer(),
  author: Person,
  replyTo: Type.Union([Person, Type.Null()]),
  content: Type.String(),
  likeNum: Type.Integer(),
  liked: Type.Boolean(),
  /** Featured (精选) by the content's author. */
  boutique: Type.Boolean(),
  replyNum: Type.Integer(),
  createdAt: DateTimeSchema,
})
export type Comment = Static<typeof CommentSchema>

export const CommentQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    contentId: Type.Integer({ minimum: 1 }),
    /** Replies of one comment; top-level comments when absent. */
    parentId: Type.Optional(Type.Integer({ minimum: 0 })),
    boutique: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union([Type.Literal('hot'), Type.Literal('new')])),
  }),
])
export type CommentQuery = Static<typeof CommentQuerySchema>

export const CommentCreateSchema = Type.Object({
  contentId: Type.Integer({ minimum: 1 }),
  content: Type.String({ minLength: 1, maxLength: 500 }),
  /** Comment answered, if a reply. */
  parentId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type CommentCreate = Static<typeof CommentCreateSchema>

export const BoutiqueBodySchema = Type.Object({ boutique: Type.Boolean() })
export type BoutiqueBody = Static<typeof BoutiqueBodySchema>
