// The welfare society's public pages: the society with its projects, one project (the share
// page a friend opens, with no token of the sharer's) and the membership agreement.
import { IdParamsSchema } from '../../../types/api/common'
import { RuleDocSchema, WelfareProjectSchema, WelfareSocietySchema } from '../../../types/api/user'
import { must } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { BASE, societyView } from './welfare-views'

export const welfareRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/society`, summary: '公益福利社（宗旨、会员数、志愿时长、公益项目，招募中的在前）',
    auth: 'none', spec: false, response: WelfareSocietySchema, sample: {},
    handler: ({ db }) => societyView(db),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/projects/:id`, summary: '公益项目（分享页，公开）',
    auth: 'none', spec: false, params: IdParamsSchema, response: WelfareProjectSchema, sample: { params: { id: 601 } },
    handler: ({ db, params }) => must(db.welfareProjects.find((p) => p.id === params.id), '公益项目'),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/agreement`, summary: '福利社会员协议（富文本）',
    auth: 'none', spec: false, response: RuleDocSchema, sample: {},
    handler: ({ db }) => db.welfareAgreement,
  }),
]
