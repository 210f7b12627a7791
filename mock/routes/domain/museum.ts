// The brand museum (public reads): halls with covers and counts, collection categories and
// items (oldest year first, filtered by category), an item, the hall of fame, a journal issue.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema, PageQuerySchema, PageSchema } from '../../../types/api/common'
import {
  CollectionCategorySchema, CollectionDetailSchema, CollectionItemSchema, CollectionQuerySchema, FameDetailSchema,
  FamePersonSchema, HallSchema, JournalIssueSchema, JournalSummarySchema, MUSEUM_BASE as BASE,
} from '../../../types/api/domain-museum'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { img } from '../../seed/img'
import type { Db } from '../../state/db'

/** The halls; counts follow the tables so they match what the hall opens. */
function halls(db: Db) {
  return [
    { kind: 'collection' as const, title: '典藏馆', subtitle: '经典车型、概念车与品牌文物', cover: img('covers', 'museum-collection', '典藏馆'), count: db.museumItems.length },
    { kind: 'fame' as const, title: '名人堂', subtitle: '与星驰同行的车主和匠人', cover: img('covers', 'museum-fame', '名人堂'), count: db.famePeople.length },
    { kind: 'journal' as const, title: '特刊馆', subtitle: '品牌故事特刊', cover: img('covers', 'museum-journal', '特刊馆'), count: db.journals.length },
  ]
}

export const museumRoutes = [
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/halls`, summary: '博物馆展厅（封面与数量）',
    auth: 'none', spec: false, response: Type.Array(HallSchema), sample: {},
    handler: ({ db }) => halls(db),
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/collection/categories`, summary: '藏品分类',
    auth: 'none', spec: false, response: Type.Array(CollectionCategorySchema), sample: {},
    handler: ({ db }) => db.museumCategories,
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/collection`, summary: '藏品列表（分页，按分类，年代早的在前）',
    auth: 'none', spec: false, query: CollectionQuerySchema, response: PageSchema(CollectionItemSchema),
    sample: { query: { pageNo: 1, pageSize: 10, categoryId: 11 } },
    handler: ({ db, query }) => {
      if (query.categoryId !== undefined) must(db.museumCategories.find((c) => c.id === query.categoryId), '藏品分类')
      const rows = db.museumItems.filter((i) => query.categoryId === undefined || i.categoryId === query.categoryId)
      const sorted = [...rows].sort((a, b) => a.year - b.year || a.id - b.id)
      return paginate(sorted.map(({ id, categoryId, name, year, cover, summary }) => ({ id, categoryId, name, year, cover, summary })), query)
    },
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/collection/:id`, summary: '藏品详情（图集、故事、参数表）',
    auth: 'none', spec: false, params: IdParamsSchema, response: CollectionDetailSchema, sample: { params: { id: 1101 } },
    handler: ({ db, params }) => must(db.museumItems.find((i) => i.id === params.id), '藏品'),
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/fame`, summary: '名人堂（分页）',
    auth: 'none', spec: false, query: PageQuerySchema, response: PageSchema(FamePersonSchema), sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query }) => paginate(db.famePeople.map(({ id, name, avatar, title, summary, year }) => ({ id, name, avatar, title, summary, year })), query),
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/fame/:id`, summary: '名人堂人物（故事与驾驶过的车）',
    auth: 'none', spec: false, params: IdParamsSchema, response: FameDetailSchema, sample: { params: { id: 1201 } },
    handler: ({ db, params }) => must(db.famePeople.find((p) => p.id === params.id), '人物'),
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/journals`, summary: '特刊列表（新的在前）',
    auth: 'none', spec: false, response: Type.Array(JournalSummarySchema), sample: {},
    handler: ({ db }) =>
      [...db.journals].sort((a, b) => b.publishAt.localeCompare(a.publishAt)).map(({ id, title, cover, publishAt }) => ({ id, title, cover, publishAt })),
  }),
  defineRoute({
    area: 'domain', method: 'GET', path: `${BASE}/journals/:id`, summary: '特刊（富文本，含待过滤的危险标签）',
    auth: 'none', spec: false, params: IdParamsSchema, response: JournalIssueSchema, sample: { params: { id: 1301 } },
    handler: ({ db, params }) => must(db.journals.find((j) => j.id === params.id), '特刊'),
  }),
]
