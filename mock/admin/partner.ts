// The partner centre's back-office steps, for dev and tests: decide an application (approved makes
// the applicant a 铜牌 partner with a new random share scene, the agreement still to sign;
// rejected needs the reason); put an account back to "not a partner, never applied" (its
// profile, earnings and seeded customers gone) so the apply flow can be walked again (also the
// samples of the apply and agreement routes, as user 1 is a partner); and the dealer system's
// word that a referred customer took a test drive or bought (forward only, each stage credited
// to the partner once: routes/user/partner-credit.ts).
import { Type } from '@sinclair/typebox'
import { IdParamsSchema } from '../../types/api/common'
import { CustomerStageBodySchema, CustomerStageMoveSchema, PartnerApplicationSchema } from '../../types/api/user-partner'
import { must } from '../core/api-error'
import { nextRandom } from '../core/prng'
import { defineRoute } from '../core/route'
import { decide, ReviewBodySchema } from './review'
import { iso } from '../core/time'
import type { Db } from '../state/db'
import { partnerByScene, userById } from '../routes/lookup'
import { moveCustomer } from '../routes/user/partner-credit'
import { applicationView, creditView, customerView, partnerOf } from '../routes/user/partner-views'

const admin = { area: 'admin', auth: 'none', spec: false } as const

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** 10 random letters and digits (from the db's generator, so a reset replays them), unused so far. */
function newScene(db: Db): string {
  for (;;) {
    const scene = Array.from({ length: 10 }, () => ALPHABET[Math.floor(nextRandom(db) * ALPHABET.length)]).join('')
    if (!partnerByScene(db, scene)) return scene
  }
}

export const partnerAdminRoutes = [
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/partner/applications/:id/review', summary: '审核合伙人申请（通过即成为铜牌合伙人并生成推广码；驳回须写原因）',
    params: IdParamsSchema, body: ReviewBodySchema, response: PartnerApplicationSchema, sample: { params: { id: 8004 }, body: { approve: true } },
    handler: ({ db, params, body, now }) => {
      const row = must(db.partnerApplications.find((a) => a.id === params.id), '合伙人申请')
      decide(row, body, now)
      if (body.approve && !partnerOf(db, row.accountId)) db.partnerProfiles.push({ accountId: row.accountId, sceneId: newScene(db), joinedAt: iso(now) })
      return applicationView(row)
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/partner/accounts/:accountId/reset', summary: '恢复为非合伙人（清除申请、合伙人身份、收益与客户）',
    params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }), response: Type.Object({ accountId: Type.Integer() }),
    sample: { params: { accountId: 1 } },
    handler: ({ db, params }) => {
      const who = userById(db, params.accountId).accountId
      db.partnerApplications = db.partnerApplications.filter((a) => a.accountId !== who)
      db.partnerProfiles = db.partnerProfiles.filter((p) => p.accountId !== who)
      db.partnerEarnings = db.partnerEarnings.filter((e) => e.accountId !== who)
      db.partnerCustomers = db.partnerCustomers.filter((c) => c.partnerId !== who)
      return { accountId: who }
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__admin/partner/customers/:id/stage', summary: '经销商系统推进推荐客户阶段（试驾、成交；只能向前；每个阶段为合伙人记一次积分）',
    // 8103 孙悦, the dev user's customer at stage lead.
    params: IdParamsSchema, body: CustomerStageBodySchema, response: CustomerStageMoveSchema, sample: { params: { id: 8103 }, body: { stage: 'testDrive' } },
    handler: ({ db, params, body, now }) => {
      const customer = must(db.partnerCustomers.find((c) => c.id === params.id), '推荐客户')
      const credited = moveCustomer(db, customer, body.stage, now)
      return { customer: customerView(db, customer), credited: credited && creditView(credited) }
    },
  }),
]
