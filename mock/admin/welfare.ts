// The welfare society's reviewer steps, for dev and tests: decide an application (approved makes
// the applicant a member with the next member number; rejected needs the reason), and put an
// account back to "no member, never applied" (its hours gone) so the apply flow can be walked
// again (also the apply route's sample, as user 1 is a member).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { WelfareApplicationSchema } from '../../types/api/user-welfare'
import { must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import type { Db } from '../state/db'
import { welfareMemberNo } from '../seed/welfare'
import { userById } from '../routes/lookup'
import { applicationView, memberOf } from '../routes/user/welfare-views'
import { decide, ReviewBodySchema } from './review'

const admin = { area: 'admin', auth: 'none', spec: false } as const

/** The running number after the highest one given (FL2026-0008 -> 9), in this year's form. */
function nextMemberNo(db: Db, now: number): string {
  const last = Math.max(0, ...db.welfareMembers.map((m) => Number(m.memberNo.slice(-4))))
  return welfareMemberNo(now, last + 1)
}

export const welfareAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/welfare/applications/:id/review', summary: '审核福利社入社申请（通过即成为会员并发放会员编号；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: WelfareApplicationSchema, sample: { params: { id: 6603 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.welfareApplications.find((a) => a.id === params.id), '入社申请')
      decide(row, body, now)
      if (body.approve && !memberOf(db, row.accountId)) {
        db.welfareMembers.push({ accountId: row.accountId, memberNo: nextMemberNo(db, now), realName: row.realName, since: iso(now) })
      }
      return applicationView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/welfare/accounts/:accountId/reset', summary: '恢复为非福利社会员（清除申请、会员身份与志愿时长）',
    params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }), response: Type.Object({ accountId: Type.Integer() }),
    sample: { params: { accountId: 1 } },
    handler: ({ db, params }) => {
      const who = userById(db, params.accountId).accountId
      db.welfareApplications = db.welfareApplications.filter((a) => a.accountId !== who)
      db.welfareMembers = db.welfareMembers.filter((m) => m.accountId !== who)
      db.welfareHours = db.welfareHours.filter((h) => h.accountId !== who)
      return { accountId: who }
    },
  }),
]
