// Occupation authentication: the occupations and their benefits, my authentications (the
// latest of each occupation, newest first), submitting one, the sensitive-information rules.
// The ID number is checked in full (mock/routes/user/occupation-id.ts), stored, and answered
// masked only; nothing here logs a body. The review is not a user call: see mock/admin/occupation.ts.
import { Type } from '@sinclair/typebox'
import { RuleDocSchema } from '../../../types/api/user'
import { OccupationAuthBodySchema, OccupationAuthSchema, OccupationSchema } from '../../../types/api/user-occupation'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId } from '../../state/db'
import { SEEDED_ID_NUMBER } from '../../seed/occupation'
import { me } from '../lookup'
import { idNumberProblem, normalizeIdNumber } from './occupation-id'
import { BASE, authView, stateOf } from './occupation-views'

// The ID number's length is checked by the handler, so a wrong length gets the form's own
// message (身份证号应为 18 位) rather than a generic one; otherwise the contract's body.
const BodySchema = Type.Object({ ...OccupationAuthBodySchema.properties, idNumber: Type.String({ maxLength: 40 }) })

export const occupationRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/occupations`, summary: '可认证的职业（权益、证明材料说明、有效期）',
    auth: 'none', spec: false, response: Type.Array(OccupationSchema), sample: {},
    handler: ({ db }) => db.occupations,
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/mine`, summary: '我的职业认证（每种职业最近一次，新的在前；身份证号脱敏）',
    auth: 'required', spec: false, response: Type.Array(OccupationAuthSchema), sample: {},
    handler: ({ db, accountId, now }) => {
      const who = me(db, accountId).accountId
      const latest = new Map<string, (typeof db.occupationAuths)[number]>()
      for (const row of db.occupationAuths) {
        if (row.accountId !== who) continue
        const seen = latest.get(row.type)
        if (!seen || row.id > seen.id) latest.set(row.type, row)
      }
      return [...latest.values()].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id).map((r) => authView(db, r, now))
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', idempotent: true, path: BASE, summary: '提交职业认证（校验身份证号；驳回或过期后可重新提交）',
    auth: 'required', spec: false, body: BodySchema, response: OccupationAuthSchema,
    sample: {
      body: {
        type: 'soldier', realName: '王小明', idNumber: SEEDED_ID_NUMBER, workUnit: '北京卫戍区某部',
        proofs: ['/static/img/covers/occupation-proof-soldier.svg'], consent: true,
      },
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      if (!body.consent) throw badRequest('请先同意《个人敏感信息处理规则》')
      const realName = body.realName.trim()
      const workUnit = body.workUnit.trim()
      if (realName.length < 2) throw badRequest('请填写真实姓名')
      if (workUnit.length < 2) throw badRequest('请填写工作单位')
      const proofs = body.proofs.map((p) => p.trim())
      if (proofs.some((p) => !p)) throw badRequest('请上传证明材料')
      const idNumber = normalizeIdNumber(body.idNumber)
      const problem = idNumberProblem(idNumber, now)
      if (problem) throw badRequest(problem)
      const open = db.occupationAuths.some((r) => r.accountId === who && r.type === body.type && ['reviewing', 'approved'].includes(stateOf(r, now)))
      if (open) throw conflict('该职业已有审核中或有效的认证')
      const row = {
        id: nextId(db, 'occupationAuth'), accountId: who, type: body.type, state: 'reviewing' as const, realName, idNumber, workUnit, proofs,
        submittedAt: iso(now), reviewedAt: null, rejectReason: null, expiresAt: null, badge: null,
      }
      db.occupationAuths.push(row)
      return authView(db, row, now)
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/rules`, summary: '个人敏感信息处理规则（富文本）',
    auth: 'none', spec: false, response: RuleDocSchema, sample: {},
    handler: ({ db }) => db.occupationRules,
  }),
]
