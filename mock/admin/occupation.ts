// The occupation authentication reviewer's step, for dev and tests: approve (valid for the
// occupation's months from now, with its badge) or reject (reason required) a reviewing one.
import { IdParamsSchema } from '../../types/api/common'
import { OccupationAuthSchema } from '../../types/api/user-occupation'
import { must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { decide, ReviewBodySchema } from './review'
import { iso } from '../core/time'
import { badgeOf } from '../seed/occupation'
import { authView } from '../routes/user/occupation-views'

const admin = { area: 'admin', auth: 'none', spec: false } as const

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
      const months = db.occupations.find((o) => o.type === row.type)?.validMonths ?? 12
      decide(row, body, now, '该认证已审核')
      row.expiresAt = body.approve ? iso(addMonths(now, months)) : null
      row.badge = body.approve ? badgeOf(row.type) : null
      return authView(db, row, now)
    },
  }),
]
