// The creator centre's editor steps, for dev and tests: decide an application (approved makes
// the applicant a level-1 creator; rejected needs the reason), and put an account back to "not
// a creator, never applied" so the apply flow can be walked again (also the apply route's sample).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { CreatorApplicationSchema } from '../../types/api/posts-creator'
import { must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { decide, ReviewBodySchema } from './review'
import { iso } from '../core/time'
import { userById } from '../routes/lookup'
import { applicationView, creatorOf } from '../routes/posts/creator-views'

const admin = { area: 'admin', auth: 'none', spec: false } as const

export const creatorAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/creator/applications/:id/review', summary: '审核创作者申请（通过即成为见习创作者；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: CreatorApplicationSchema, sample: { params: { id: 4 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.creatorApplications.find((a) => a.id === params.id), '创作者申请')
      decide(row, body, now)
      if (body.approve && !creatorOf(db, row.accountId)) {
        db.creatorProfiles.push({ accountId: row.accountId, intro: userById(db, row.accountId).intro, exp: 0, joinedAt: iso(now) })
      }
      return applicationView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/creator/accounts/:accountId/reset', summary: '恢复为非创作者（清除创作者身份与申请，作品保留）',
    params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }), response: Type.Object({ accountId: Type.Integer() }),
    sample: { params: { accountId: 1 } },
    handler: ({ db, params }) => {
      const who = userById(db, params.accountId).accountId
      db.creatorProfiles = db.creatorProfiles.filter((p) => p.accountId !== who)
      db.creatorApplications = db.creatorApplications.filter((a) => a.accountId !== who)
      return { accountId: who }
    },
  }),
]
