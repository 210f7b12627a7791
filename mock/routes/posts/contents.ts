// Community content: detail (spec §7), feed, share, like, collections, personal cards.
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import {
  CollectionBodySchema, CollectionResultSchema, ContentDetailQuerySchema, ContentFeedQuerySchema,
  ContentItemSchema, LikeResultSchema, ShareResultSchema,
} from '../../../types/api/posts'
import { CommunityAccountSchema } from '../../../types/api/user'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'
import { creditTeam } from '../activity/team-pk-score'
import { me, setFlag } from '../lookup'
import { accountCard, byNewest, contentRow, contentView } from './views'

function toggleCollect(db: Db, accountId: number, contentId: number, on: boolean) {
  const row = contentRow(db, contentId)
  if (setFlag(db, 'collect', accountId, contentId, on)) row.collectNum = Math.max(0, row.collectNum + (on ? 1 : -1))
  return { contentId, collected: on, collectNum: row.collectNum }
}

function toggleLike(db: Db, accountId: number, id: number, on: boolean, now: number) {
  const row = contentRow(db, id)
  if (setFlag(db, 'like', accountId, id, on)) {
    row.likeNum = Math.max(0, row.likeNum + (on ? 1 : -1))
    if (on) creditTeam(db, accountId, 'like', id, now)
  }
  return { id, liked: on, likeNum: row.likeNum }
}

export const contentRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/contents/:id', summary: '内容（动态）详情',
    auth: 'optional', spec: true, params: IdParamsSchema, query: ContentDetailQuerySchema, response: ContentItemSchema,
    sample: { params: { id: 101 }, query: { source: 'feed' } },
    handler: ({ db, params, accountId }) => contentView(db, contentRow(db, params.id), accountId),
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/contents', summary: '社区内容流（推荐/最新/视频，可按作者）',
    auth: 'optional', spec: false, query: ContentFeedQuerySchema, response: PageSchema(ContentItemSchema),
    sample: { query: { pageNo: 1, pageSize: 10, tab: 'recommend' } },
    handler: ({ db, query, accountId }) => {
      let rows = [...db.contents].sort(byNewest)
      if (query.tab === 'video') rows = rows.filter((c) => c.video !== null)
      if (query.tab !== 'latest' && query.tab !== 'video') rows.sort((a, b) => Number(b.isTop) - Number(a.isTop))
      if (query.authorId) rows = rows.filter((c) => c.authorId === query.authorId)
      if (query.keyword) rows = rows.filter((c) => c.title.includes(query.keyword!) || c.text.includes(query.keyword!))
      return paginate(rows.map((c) => contentView(db, c, accountId)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/contents/accounts/mine', summary: '我的社区主页卡片',
    auth: 'required', spec: true, response: CommunityAccountSchema, sample: {},
    handler: ({ db, accountId }) => accountCard(db, me(db, accountId).accountId),
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/contents/:id/share', summary: '分享内容（计数）',
    auth: 'required', spec: true, params: IdParamsSchema, response: ShareResultSchema,
    sample: { params: { id: 101 } },
    handler: ({ db, params }) => {
      const row = contentRow(db, params.id)
      row.shareNum += 1
      return { id: row.id, shareNum: row.shareNum }
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/contents/:id/like', summary: '点赞内容',
    auth: 'required', spec: false, params: IdParamsSchema, response: LikeResultSchema,
    sample: { params: { id: 101 } },
    handler: ({ db, params, accountId, now }) => toggleLike(db, me(db, accountId).accountId, params.id, true, now),
  }),
  defineRoute({
    area: 'posts', method: 'DELETE', path: '/web/community/contents/:id/like', summary: '取消点赞内容',
    auth: 'required', spec: false, params: IdParamsSchema, response: LikeResultSchema,
    sample: { params: { id: 102 } },
    handler: ({ db, params, accountId, now }) => toggleLike(db, me(db, accountId).accountId, params.id, false, now),
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/content-collections', summary: '收藏内容',
    auth: 'required', spec: true, body: CollectionBodySchema, response: CollectionResultSchema,
    sample: { body: { contentId: 101 } },
    handler: ({ db, body, accountId }) => toggleCollect(db, me(db, accountId).accountId, body.contentId, true),
  }),
  defineRoute({
    area: 'posts', method: 'DELETE', path: '/web/community/content-collections', summary: '取消收藏内容',
    auth: 'required', spec: true, body: CollectionBodySchema, response: CollectionResultSchema,
    sample: { body: { contentId: 103 } },
    handler: ({ db, body, accountId }) => toggleCollect(db, me(db, accountId).accountId, body.contentId, false),
  }),
]
