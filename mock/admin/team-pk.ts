// Team PK's organiser steps, for dev and tests: end the season now (the final ranking, no
// actions; /__reset or the restore below starts it again), and put the Team PK tables back to
// their seed without touching the rest of the db (the samples of the Team PK writes, as the dev
// user is a captain there; an e2e walking the flows again).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { SeasonSchema } from '../../types/api/activity-team-pk'
import { conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import { seedTeamPkAll } from '../seed/team-pk'
import { seasonView } from '../routes/activity/team-pk-views'

const admin = { area: 'admin', auth: 'none', spec: false } as const

export const teamPkAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/team-pk/seasons/:id/end', summary: '立即结束战队 PK 赛季（最终排名，不可再组队、加入、助力）',
    params: IdParamsSchema, response: SeasonSchema, sample: { params: { id: 1 } },
    handler: ({ db, params, now }) => {
      const season = must(db.teamSeasons.find((s) => s.id === params.id), '赛季')
      if (now >= Date.parse(season.endTime)) throw conflict('赛季已结束')
      season.endTime = iso(now)
      return seasonView(db, null, now)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/team-pk/restore', summary: '战队 PK 恢复为种子数据（赛季、战队、助力、PK；其余数据不变）',
    response: Type.Object({ restored: Type.Literal(true) }), sample: {},
    handler: ({ db, now }) => {
      Object.assign(db, seedTeamPkAll(now, db.users))
      return { restored: true as const }
    },
  }),
]
