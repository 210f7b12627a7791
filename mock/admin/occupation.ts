// The occupation authentication reviewer's step, for dev and tests: approve (valid for the
// occupation's months from now, with its badge) or reject (reason required) a reviewing one.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { OccupationAuthSchema } from '../../types/api/user-occupation'
import { badRequest, conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { badgeOf } from '../seed/occupation'
import { authView } from '../routes/user/occupation-views'

const admin = { area: 'admin', auth: 'none', spec: false } as const

const ReviewBodySchema = Type.Object({
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
})

/** The same day of the month `months` later (clamped by Date to the month's end rules). */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.getTime()
}

export const occupationAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/occupation-auth/:id/review', summary: '审核职业认证（通过即按职业有效期生效并发徽章；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: OccupationAuthSchema, sample: { params: { id: 8504 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.occupationAuths.find((a) => a.id === params.id), '职业认证')
      if (row.state !== 'reviewing') throw conflict('该认证已审核')
      const reason = body.reason?.trim() ?? ''
      if (!body.approve && !reason) throw badRequest('驳回须填写原因')
      const months = db.occupations.find((o) => o.type === row.type)?.validMonths ?? 12
      row.state = body.approve ? 'approved' : 'rejected'
      row.reviewedAt = iso(now)
      row.rejectReason = body.approve ? null : reason
      row.expiresAt = body.approve ? iso(addMonths(now, months)) : null
      row.badge = body.approve ? badgeOf(row.type) : null
      return authView(db, row, now)
    },
  }),
]
