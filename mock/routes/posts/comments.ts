// Comments (spec §7): list, create (checked like any posted text), like/unlike, boutique,
// delete. Only the content's author may feature a comment; the comment's author or the
// content's author may delete it (replies go with it).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { BoutiqueBodySchema, CommentCreateSchema, CommentQuerySchema, CommentSchema, LikeResultSchema } from '../../../types/api/posts'
import { badRequest, forbidden, notFound } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { creditTeam } from '../activity/team-pk-score'
import { me, setFlag } from '../lookup'
import { flaggedWords, greenRefused } from './checks'
import { authorOfTarget, byNewest, commentRow, commentView, contentOrArticleExists } from './views'

function likeComment(db: Db, accountId: number, id: number, on: boolean) {
  const row = commentRow(db, id)
  if (setFlag(db, 'clike', accountId, id, on)) row.likeNum = Math.max(0, row.likeNum + (on ? 1 : -1))
  return { id, liked: on, likeNum: row.likeNum }
}

export const commentRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/comments/', summary: '评论列表（分页，可看回复/精选）',
    auth: 'optional', spec: true, query: CommentQuerySchema, response: PageSchema(CommentSchema),
    sample: { query: { contentId: 101, pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      if (!contentOrArticleExists(db, query.contentId)) throw notFound('内容不存在')
      let rows = db.comments.filter((c) => c.contentId === query.contentId && c.parentId === (query.parentId ?? 0))
      if (query.boutique !== undefined) rows = rows.filter((c) => c.boutique === query.boutique)
      rows = [...rows].sort(byNewest)
      if (query.sort !== 'new') rows.sort((a, b) => Number(b.boutique) - Number(a.boutique) || b.likeNum - a.likeNum)
      return paginate(rows.map((c) => commentView(db, c, accountId)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', idempotent: true, path: '/web/comments', summary: '发表评论或回复',
    auth: 'required', spec: true, body: CommentCreateSchema, response: CommentSchema,
    sample: { body: { contentId: 101, content: '写得真好，学习了' } },
    handler: ({ db, body, accountId, now }) => {
      const author = me(db, accountId)
      const text = body.content.trim()
      if (!text) throw badRequest('参数 content 不能为空')
      if (!contentOrArticleExists(db, body.contentId)) throw notFound('内容不存在')
      const words = flaggedWords(db, text)
      if (words.length) throw badRequest(`评论包含敏感词：${words.join('、')}`)
      if (greenRefused(db, text).length) throw badRequest('评论内容未通过安全审核')
      let parentId = 0
      let replyToId: number | null = null
      if (body.parentId !== undefined) {
        const parent = commentRow(db, body.parentId)
        if (parent.contentId !== body.contentId) throw badRequest('参数 parentId 不属于该内容')
        parentId = parent.parentId || parent.id // replies stay one level deep, like the app shows them
        replyToId = parent.authorId
      }
      const row = {
        id: nextId(db, 'comment'), contentId: body.contentId, parentId, authorId: author.accountId, replyToId,
        content: text, likeNum: 0, boutique: false, createdAt: iso(now),
      }
      db.comments.push(row)
      creditTeam(db, author.accountId, 'comment', row.id, now)
      return commentView(db, row, author.accountId)
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/comments/:id/like', summary: '点赞评论',
    auth: 'required', spec: true, params: IdParamsSchema, response: LikeResultSchema,
    sample: { params: { id: 2 } },
    handler: ({ db, params, accountId }) => likeComment(db, me(db, accountId).accountId, params.id, true),
  }),
  defineRoute({
    area: 'posts', method: 'DELETE', path: '/web/comments/:id/like', summary: '取消点赞评论',
    auth: 'required', spec: true, params: IdParamsSchema, response: LikeResultSchema,
    sample: { params: { id: 1 } },
    handler: ({ db, params, accountId }) => likeComment(db, me(db, accountId).accountId, params.id, false),
  }),
  defineRoute({
    area: 'posts', method: 'PUT', path: '/web/comments/:id/boutique', summary: '设为/取消精选评论（内容作者）',
    auth: 'required', spec: true, params: IdParamsSchema, body: BoutiqueBodySchema, response: CommentSchema,
    sample: { params: { id: 1 }, body: { boutique: false } },
    handler: ({ db, params, body, accountId }) => {
      const row = commentRow(db, params.id)
      if (authorOfTarget(db, row.contentId) !== accountId) throw forbidden('只有内容作者可以设置精选评论')
      row.boutique = body.boutique
      return commentView(db, row, accountId)
    },
  }),
  defineRoute({
    area: 'posts', method: 'DELETE', path: '/web/comments/:id', summary: '删除评论（评论作者或内容作者）',
    auth: 'required', spec: true, params: IdParamsSchema, response: Type.Object({ id: Type.Integer(), deleted: Type.Integer() }),
    sample: { params: { id: 9002 } },
    handler: ({ db, params, accountId }) => {
      const row = commentRow(db, params.id)
      if (row.authorId !== accountId && authorOfTarget(db, row.contentId) !== accountId) {
        throw forbidden('只能删除自己的评论或自己内容下的评论')
      }
      const before = db.comments.length
      db.comments = db.comments.filter((c) => c.id !== row.id && c.parentId !== row.id)
      return { id: row.id, deleted: before - db.comments.length }
    },
  }),
]
