// The current user (spec §7): details, points, medals, WeChat url link, the owners'
// mutual-assistance rule, and public community cards (the spec's "other domain").
import { Type } from '@sinclair/typebox'
import { PageQuerySchema, PageSchema } from '../../../types/api/common'
import {
  AuthorParamsSchema, CommunityAccountSchema, MedalQuerySchema, MedalSchema, PointDetailSchema, PointRecordSchema,
  RuleDocSchema, UrlLinkQuerySchema, UrlLinkSchema, UserInfoSchema,
} from '../../../types/api/user'
import { badRequest } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { hashString } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { days, iso } from '../../core/time'
import { DEFAULT_TENANT, frontConfig } from '../../seed/tenants'
import { me, userById } from '../lookup'
import { accountCard } from '../posts/views'

export const profileRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/user/current/details', summary: '当前用户信息',
    auth: 'required', spec: true, response: UserInfoSchema, sample: {},
    handler: ({ db, accountId }) => {
      const { accountId: id, memberSystemId, pointSystemId, mobile, displayName, avatarUrl, point } = me(db, accountId)
      return { accountId: id, memberSystemId, pointSystemId, mobile, displayName, avatarUrl, point }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/point/consumer/detail', summary: '我的积分',
    auth: 'required', spec: true, response: PointDetailSchema, sample: {},
    handler: ({ db, accountId, now }) => {
      const u = me(db, accountId)
      const yearEnd = Date.parse(`${new Date(now).getUTCFullYear()}-12-31T23:59:59+08:00`)
      return { accountId: u.accountId, point: u.point, expiringPoint: Math.floor(u.point * 0.1), expiringAt: iso(yearEnd) }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/point/consumer/records', summary: '积分明细（分页）',
    auth: 'required', spec: false, query: PageQuerySchema, response: PageSchema(PointRecordSchema), sample: { query: { pageNo: 1 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.pointRecords.filter((r) => r.accountId === who).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      return paginate(rows.map(({ accountId: _a, ...r }) => r), query)
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/medal/my/findLocalUserMedal', summary: '用户勋章（全部勋章及是否获得）',
    auth: 'required', spec: true, query: MedalQuerySchema, response: Type.Array(MedalSchema), sample: { query: { accountId: 1 } },
    handler: ({ db, query }) => {
      const owner = userById(db, query.accountId).accountId
      return db.medals.map((m) => {
        const got = db.userMedals.find((u) => u.accountId === owner && u.medalId === m.id)
        return { ...m, obtained: Boolean(got), obtainedAt: got?.obtainedAt ?? null }
      })
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/wechat/weixin/generate/urlLink', summary: '生成小程序 URL Link（appId 为租户配置的其他小程序；未登录也可）',
    // Optional: an H5 visitor who is not signed in may open another of the brand's mini-programs.
    auth: 'optional', spec: true, query: UrlLinkQuerySchema, response: UrlLinkSchema, sample: { query: { path: 'pages/car/car' } },
    handler: ({ query, accountId, now }) => {
      const allowed = (frontConfig(DEFAULT_TENANT, '')?.miniPrograms ?? []).map((m) => m.appId)
      if (query.appId !== undefined && !allowed.includes(query.appId)) throw badRequest('不支持打开该小程序')
      const code = hashString(`${query.appId ?? ''}|${accountId ?? ''}|${query.path ?? ''}|${query.query ?? ''}`).toString(36)
      return { urlLink: `https://wxaurl.cn/${code}`, expireTime: iso(now + days(30)) }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/community/contents/mutual-assistance-among-carOwners-rule', summary: '车主互助联盟规则',
    auth: 'none', spec: true, response: RuleDocSchema, sample: {},
    handler: ({ db }) => db.mutualRule,
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/community/contents/accounts/:authorId', summary: '他人社区主页卡片（spec 的 other domain）',
    auth: 'none', spec: true, params: AuthorParamsSchema, response: CommunityAccountSchema, sample: { params: { authorId: 4 } },
    handler: ({ db, params }) => accountCard(db, params.authorId),
  }),
]
