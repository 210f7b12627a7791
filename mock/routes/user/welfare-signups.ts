// Signing up for a welfare project (members only): one time slot, a contact phone (the member's
// own unless another is given), once per requestId; my sign-ups; cancelling before the deadline.
// The rules and their words are src/features/welfare/signup-rules.ts, which the app shows. The
// hours are recorded by the organiser after the project: see mock/admin/welfare.ts.
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../../types/api/common'
import { WelfareSignupBodySchema, WelfareSignupSchema } from '../../../types/api/user'
import { badRequest, conflict, must } from '../../core/api-error'
import { defineRoute, type SampleApi } from '../../core/route'
import { iso } from '../../core/time'
import { nextId, type Db } from '../../state/db'
import { me } from '../lookup'
import { cancelRefusal, holdsPlace, REFUSAL, signupRefusal } from '../../../src/features/welfare/signup-rules'
import { RESET_DEV_USER, SAMPLE_APPLICATION } from './welfare-join'
import { BASE, latestApplication, memberOf, signupView } from './welfare-views'

/** The recruiting project of the seed (40 places, 39 taken) and its first slot. */
export const SAMPLE_PROJECT = 603
export const SAMPLE_SLOT = 60301

/**
 * The dev user a member again with no sign-ups (an earlier sample, the apply route's, may have
 * reset it): reset, apply, approve. The samples below then find the seed's recruiting project.
 */
export async function memberAgain(api: SampleApi): Promise<void> {
  await api.call('POST', RESET_DEV_USER)
  const applied = await api.call<{ id: number }>('POST', `/user${BASE}/applications`, { body: SAMPLE_APPLICATION })
  await api.call('POST', `/__admin/welfare/applications/${applied.data.id}/review`, { body: { approve: true } })
}

/** My sign-up, or 404 (another member's is not found either). */
const ownSignup = (db: Db, who: number, id: number) => must(db.welfareSignups.find((s) => s.id === id && s.accountId === who), '报名记录')

export const welfareSignupRoutes = [
  defineRoute({
    area: 'user', method: 'POST', path: `${BASE}/projects/:id/signups`,
    summary: '报名公益项目（会员；选时段；同一 requestId 只报名一次；名额已满、已报名、截止后 409）',
    auth: 'required', spec: false, params: IdParamsSchema, body: WelfareSignupBodySchema, response: WelfareSignupSchema,
    sample: async (api) => {
      await memberAgain(api)
      return { params: { id: SAMPLE_PROJECT }, body: { requestId: 'sample-welfare-signup-1', slotId: SAMPLE_SLOT } }
    },
    handler: ({ db, params, body, accountId, now }) => {
      const who = me(db, accountId)
      const again = db.welfareSignups.find((s) => s.accountId === who.accountId && s.requestId === body.requestId)
      if (again) return signupView(db, again)
      const project = must(db.welfareProjects.find((p) => p.id === params.id), '公益项目')
      if (!memberOf(db, who.accountId)) throw conflict(REFUSAL.notMember)
      if (db.welfareSignups.some((s) => s.accountId === who.accountId && s.projectId === project.id && holdsPlace(s))) throw conflict(REFUSAL.again)
      const refusal = signupRefusal(project, now)
      if (refusal) throw conflict(refusal)
      if (!project.slots.some((s) => s.id === body.slotId)) throw badRequest(REFUSAL.slot)
      const row = {
        id: nextId(db, 'welfareSignup'), accountId: who.accountId, projectId: project.id, slotId: body.slotId,
        mobile: body.mobile ?? latestApplication(db, who.accountId)?.mobile ?? who.mobile,
        requestId: body.requestId, state: 'signed' as const, hours: null, signedAt: iso(now), cancelledAt: null,
      }
      db.welfareSignups.push(row)
      project.volunteers += 1
      return signupView(db, row)
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/signups`, summary: '我的公益项目报名（新的在前，含已取消）',
    auth: 'required', spec: false, response: Type.Array(WelfareSignupSchema), sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      return db.welfareSignups
        .filter((s) => s.accountId === who)
        .sort((a, b) => b.signedAt.localeCompare(a.signedAt) || b.id - a.id)
        .map((s) => signupView(db, s))
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', path: `${BASE}/signups/:id/cancel`, summary: '取消报名（报名截止前；已取消的再取消原样返回）',
    auth: 'required', spec: false, params: IdParamsSchema, response: WelfareSignupSchema,
    sample: async (api) => {
      await memberAgain(api)
      const made = await api.call<{ id: number }>('POST', `/user${BASE}/projects/${SAMPLE_PROJECT}/signups`, {
        body: { requestId: 'sample-welfare-cancel-1', slotId: SAMPLE_SLOT },
      })
      return { params: { id: made.data.id } }
    },
    handler: ({ db, params, accountId, now }) => {
      const row = ownSignup(db, me(db, accountId).accountId, params.id)
      const view = signupView(db, row)
      const refusal = cancelRefusal(view, now)
      if (refusal) throw conflict(refusal)
      if (row.state === 'signed') {
        row.state = 'cancelled'
        row.cancelledAt = iso(now)
        const project = db.welfareProjects.find((p) => p.id === row.projectId)
        if (project) project.volunteers = Math.max(0, project.volunteers - 1)
      }
      return signupView(db, row)
    },
  }),
]
