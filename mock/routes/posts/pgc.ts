// PGC (official article) stats of spec §7, plus article list and detail for the article page.
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { ArticleListQuerySchema, ArticleSchema, ArticleSummarySchema, PgcStatsSchema } from '../../../types/api/posts'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'
import { me, setFlag } from '../lookup'
import { articleRow, articleSummary, pgcStats } from './views'

type Counter = 'likeNum' | 'collectNum'

function toggle(db: Db, accountId: number | null, id: number, kind: 'alike' | 'acollect', counter: Counter, on: boolean) {
  const who = me(db, accountId).accountId
  const row = articleRow(db, id)
  if (setFlag(db, kind, who, id, on)) row[counter] = Math.max(0, row[counter] + (on ? 1 : -1))
  return pgcStats(db, row, who)
}

const stat = (method: 'POST' | 'DELETE', path: string, summary: string, kind: 'alike' | 'acollect', counter: Counter, on: boolean, sampleId: number) =>
  defineRoute({
    area: 'posts', method, path, summary, auth: 'required', spec: true,
    params: IdParamsSchema, response: PgcStatsSchema, sample: { params: { id: sampleId } },
    handler: ({ db, params, accountId }) => toggle(db, accountId, params.id, kind, counter, on),
  })

export const pgcRoutes = [
  stat('POST', '/web/pgc/stats/like/:id', '点赞文章', 'alike', 'likeNum', true, 502),
  stat('DELETE', '/web/pgc/stats/unlike/:id', '取消点赞文章', 'alike', 'likeNum', false, 501),
  stat('POST', '/web/pgc/stats/collect/:id', '收藏文章', 'acollect', 'collectNum', true, 501),
  stat('DELETE', '/web/pgc/stats/cancelCollect/:id', '取消收藏文章', 'acollect', 'collectNum', false, 501),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/pgc/stats/share/:id', summary: '分享文章（计数）',
    auth: 'required', spec: true, params: IdParamsSchema, response: PgcStatsSchema,
    sample: { params: { id: 501 } },
    handler: ({ db, params, accountId }) => {
      const row = articleRow(db, params.id)
      row.shareNum += 1
      return pgcStats(db, row, accountId)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/pgc/articles', summary: '文章列表（分页，可按标签）',
    auth: 'optional', spec: false, query: ArticleListQuerySchema, response: PageSchema(ArticleSummarySchema),
    sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      const rows = db.articles
        .filter((a) => !query.tag || a.tags.includes(query.tag))
        .sort((a, b) => b.publishAt.localeCompare(a.publishAt))
      return paginate(rows.map((a) => articleSummary(db, a, accountId)), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/pgc/articles/:id', summary: '文章详情（HTML 需客户端过滤）',
    auth: 'optional', spec: false, params: IdParamsSchema, response: ArticleSchema,
    sample: { params: { id: 501 } },
    handler: ({ db, params, accountId }) => {
      const row = articleRow(db, params.id)
      return { ...articleSummary(db, row, accountId), html: row.html }
    },
  }),
]
