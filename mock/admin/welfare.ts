// The welfare society's reviewer steps, for dev and tests: decide an application (approved makes
// the applicant a member with the next member number; rejected needs the reason), and put an
// account back to "no member, never applied" (its hours gone) so the apply flow can be walked
// again (also the apply route's sample, as user 1 is a member). The organiser's steps of a
// project: record the hours a volunteer gave (they count on the member card and the project's
// progress), and close the sign-ups now (to try the refusals after the deadline).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { WelfareApplicationSchema, WelfareHoursBodySchema, WelfareProjectSchema, WelfareSignupSchema } from '../../types/api/user-welfare'
import { conflict, must } from '../core/api-error'
import { defineRoute } from '../core/route'
import { iso } from '../core/time'
import type { Db } from '../state/db'
import { welfareMemberNo } from '../seed/welfare'
import { userById } from '../routes/lookup'
import { applicationView, memberOf, signupView } from '../routes/user/welfare-views'
import { memberAgain, SAMPLE_PROJECT, SAMPLE_SLOT } from '../routes/user/welfare-signups'
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
    ...admin, method: 'POST', path: '/__admin/welfare/accounts/:accountId/reset', summary: '恢复为非福利社会员（清除申请、会员身份、报名与志愿时长）',
    params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }), response: Type.Object({ accountId: Type.Integer() }),
    sample: { params: { accountId: 1 } },
    handler: ({ db, params }) => {
      const who = userById(db, params.accountId).accountId
      // Its sign-ups go: their places come back, the hours recorded through them leave the projects.
      for (const s of db.welfareSignups) {
        const project = s.accountId === who && s.state !== 'cancelled' ? db.welfareProjects.find((p) => p.id === s.projectId) : undefined
        if (!project) continue
        project.volunteers = Math.max(0, project.volunteers - 1)
        project.doneHours = Math.max(0, project.doneHours - (s.hours ?? 0))
      }
      db.welfareSignups = db.welfareSignups.filter((s) => s.accountId !== who)
      db.welfareApplications = db.welfareApplications.filter((a) => a.accountId !== who)
      db.welfareMembers = db.welfareMembers.filter((m) => m.accountId !== who)
      db.welfareHours = db.welfareHours.filter((h) => h.accountId !== who)
      return { accountId: who }
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/welfare/signups/:id/hours',
    summary: '记录志愿时长（项目结束后；计入会员卡与项目进度；再次记录以新时长为准；已取消的 409）',
    params: IdParamsSchema, body: WelfareHoursBodySchema, response: WelfareSignupSchema,
    sample: async (api) => {
      await memberAgain(api)
      const made = await api.call<{ id: number }>('POST', `/user/web/user/welfare/projects/${SAMPLE_PROJECT}/signups`, {
        body: { requestId: 'sample-welfare-hours-1', slotId: SAMPLE_SLOT },
      })
      return { params: { id: made.data.id }, body: { hours: 3 } }
    },
    handler: ({ db, params, body }) => {
      const row = must(db.welfareSignups.find((s) => s.id === params.id), '报名记录')
      if (row.state === 'cancelled') throw conflict('该报名已取消，不能记录时长')
      // Setting the hours, not adding them: a repeat changes nothing twice.
      const delta = body.hours - (row.hours ?? 0)
      row.hours = body.hours
      row.state = 'completed'
      const project = db.welfareProjects.find((p) => p.id === row.projectId)
      if (project) project.doneHours += delta
      const given = db.welfareHours.find((h) => h.accountId === row.accountId && h.projectId === row.projectId)
      if (given) given.hours += delta
      else db.welfareHours.push({ accountId: row.accountId, projectId: row.projectId, hours: body.hours })
      return signupView(db, row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/welfare/projects/:id/close-signup',
    summary: '报名立即截止（截止时间设为 1 秒前，之后报名与取消均 409）；不在招募中的 409',
    params: IdParamsSchema, response: WelfareProjectSchema, sample: { params: { id: SAMPLE_PROJECT } },
    handler: ({ db, params, now }) => {
      const project = must(db.welfareProjects.find((p) => p.id === params.id), '公益项目')
      if (project.state !== 'recruiting') throw conflict('项目不在招募中')
      project.signupDeadline = iso(now - 1000)
      return project
    },
  }),
]
