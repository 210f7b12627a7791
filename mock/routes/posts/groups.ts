// Topics, dealer pages and classmates groups of the community.
import { IdParamsSchema, PageQuerySchema, PageSchema } from '../../../types/api/common'
import { ClassmatesSchema, CommunityDealerSchema, ContentItemSchema, HelpResultSchema, TopicSchema } from '../../../types/api/posts'
import { conflict, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { ClassmatesRow, Db, DealerRow } from '../../state/db'
import { hasFlag, me, setFlag } from '../lookup'
import { byNewest, contentView } from './views'

const topic = (db: Db, id: number) => must(db.topics.find((t) => t.id === id), '话题')
const dealer = (db: Db, id: number) => must(db.dealers.find((d) => d.id === id), '经销商')
const group = (db: Db, id: number) => must(db.classmates.find((c) => c.id === id), '同学会')

function dealerView(db: Db, d: DealerRow) {
  return {
    id: d.id, dealerCode: d.dealerCode, name: d.dealerName, avatar: d.avatar, cover: d.cover, intro: d.intro,
    address: d.address, phone: d.phone, latitude: d.latitude, longitude: d.longitude, fansNum: d.fansNum,
    contentNum: db.contents.filter((c) => c.dealerId === d.id).length,
  }
}

function classmatesView(db: Db, g: ClassmatesRow, accountId: number | null) {
  const { memberIds, ...rest } = g
  const members = memberIds.map((id) => db.users.find((u) => u.accountId === id)!).map((u) => ({ accountId: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrl }))
  return {
    ...rest, members, memberNum: memberIds.length * 37 + 5,
    helped: hasFlag(db, 'help', accountId, g.id), joined: accountId !== null && memberIds.includes(accountId),
  }
}

const contentsOf = (db: Db, accountId: number | null, keep: (c: Db['contents'][number]) => boolean, query: { pageNo?: number; pageSize?: number }) =>
  paginate(db.contents.filter(keep).sort(byNewest).map((c) => contentView(db, c, accountId)), query)

export const groupRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/topics', summary: '话题列表', auth: 'none', spec: false,
    query: PageQuerySchema, response: PageSchema(TopicSchema), sample: { query: { pageNo: 1 } },
    handler: ({ db, query }) => paginate([...db.topics].sort((a, b) => Number(b.hot) - Number(a.hot)), query),
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/topics/:id', summary: '话题详情', auth: 'none', spec: false,
    params: IdParamsSchema, response: TopicSchema, sample: { params: { id: 1 } },
    handler: ({ db, params }) => topic(db, params.id),
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/topics/:id/contents', summary: '话题下的内容（分页）', auth: 'optional', spec: false,
    params: IdParamsSchema, query: PageQuerySchema, response: PageSchema(ContentItemSchema), sample: { params: { id: 2 }, query: { pageNo: 1 } },
    handler: ({ db, params, query, accountId }) => {
      topic(db, params.id)
      return contentsOf(db, accountId, (c) => c.topicIds.includes(params.id), query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/dealers/:id', summary: '经销商社区主页', auth: 'none', spec: false,
    params: IdParamsSchema, response: CommunityDealerSchema, sample: { params: { id: 1 } },
    handler: ({ db, params }) => dealerView(db, dealer(db, params.id)),
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/dealers/:id/contents', summary: '经销商相关动态（分页）', auth: 'optional', spec: false,
    params: IdParamsSchema, query: PageQuerySchema, response: PageSchema(ContentItemSchema), sample: { params: { id: 1 }, query: { pageNo: 1 } },
    handler: ({ db, params, query, accountId }) => {
      dealer(db, params.id)
      return contentsOf(db, accountId, (c) => c.dealerId === params.id, query)
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/classmates', summary: '同学会列表', auth: 'optional', spec: false,
    query: PageQuerySchema, response: PageSchema(ClassmatesSchema), sample: { query: { pageNo: 1 } },
    handler: ({ db, query, accountId }) => paginate(db.classmates.map((g) => classmatesView(db, g, accountId)), query),
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: '/web/community/classmates/:id', summary: '同学会详情', auth: 'optional', spec: false,
    params: IdParamsSchema, response: ClassmatesSchema, sample: { params: { id: 1 } },
    handler: ({ db, params, accountId }) => classmatesView(db, group(db, params.id), accountId),
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/classmates/:id/help', summary: '为同学会助力（每人一次）', auth: 'required', spec: false,
    params: IdParamsSchema, response: HelpResultSchema, sample: { params: { id: 1 } },
    handler: ({ db, params, accountId }) => {
      const g = group(db, params.id)
      const who = me(db, accountId).accountId
      if (!setFlag(db, 'help', who, g.id, true)) throw conflict('你已经为该同学会助力过了')
      g.helpNum += 1
      return { id: g.id, helpNum: g.helpNum, helped: true }
    },
  }),
]

