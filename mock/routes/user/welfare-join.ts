// Joining the welfare society: my membership or my latest application, and applying (again
// after a rejection). The review is not a user call: see mock/admin/welfare.ts.
import { WelfareApplicationBodySchema, WelfareApplicationSchema, WelfareMineSchema } from '../../../types/api/user'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId } from '../../state/db'
import { me } from '../lookup'
import { BASE, applicationView, latestApplication, memberOf, membershipView, normalizePlate } from './welfare-views'

/** The dev user is a member: the apply sample first clears that (an admin call), so it can apply. */
export const RESET_DEV_USER = '/__admin/welfare/accounts/1/reset'
/** A valid application of the dev user (the apply sample's, and the sign-up samples' way back in). */
export const SAMPLE_APPLICATION = { realName: '王小明', mobile: '13800138000', plate: '京AD12345', reason: '想用周末时间做点公益。', consent: true }

export const welfareJoinRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/mine`, summary: '我的福利社（会员卡；最近一次申请）',
    auth: 'required', spec: false, response: WelfareMineSchema, sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      const member = memberOf(db, who)
      const application = latestApplication(db, who)
      return { membership: member ? membershipView(db, member) : null, application: application ? applicationView(application) : null }
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', idempotent: true, path: `${BASE}/applications`, summary: '申请加入福利社（驳回后可再次申请）',
    auth: 'required', spec: false, body: WelfareApplicationBodySchema, response: WelfareApplicationSchema,
    sample: async (api) => {
      await api.call('POST', RESET_DEV_USER)
      return { body: SAMPLE_APPLICATION }
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      if (!body.consent) throw badRequest('请先阅读并同意《福利社会员协议》')
      if (memberOf(db, who)) throw conflict('你已是福利社会员')
      if (latestApplication(db, who)?.state === 'reviewing') throw conflict('申请审核中，请耐心等待')
      const realName = body.realName.trim()
      const reason = body.reason.trim()
      if (realName.length < 2) throw badRequest('请填写真实姓名')
      const plate = normalizePlate(body.plate)
      if (!plate) throw badRequest('车牌号格式不正确')
      if (reason.length < 5) throw badRequest('申请理由至少 5 个字')
      const row = {
        id: nextId(db, 'welfareApplication'), accountId: who, state: 'reviewing' as const, realName, mobile: body.mobile, plate, reason,
        submittedAt: iso(now), reviewedAt: null, rejectReason: null,
      }
      db.welfareApplications.push(row)
      return applicationView(row)
    },
  }),
]
