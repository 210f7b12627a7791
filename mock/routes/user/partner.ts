// The partner home (my latest application; once approved my profile, earnings and customer
// counts; the benefits), applying, and signing the agreement once approved. The review is not a
// user call: see mock/admin/partner.ts.
import {
  PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER, PartnerApplicationBodySchema, PartnerApplicationSchema, PartnerHomeSchema, type PartnerHome,
} from '../../../types/api/user-partner'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { iso } from '../../core/time'
import { nextId } from '../../state/db'
import { me, regionByCode } from '../lookup'
import { BASE, applicationView, customerCounts, customersOf, earningsView, latestApplication, partnerOf, profileView } from './partner-views'

// The first two state the rule the server credits by (PARTNER_STAGE_CREDITS).
const BENEFITS: PartnerHome['benefits'] = [
  { title: '推荐有礼', text: PARTNER_STAGE_ORDER.map((s) => `好友${PARTNER_STAGE_CREDITS[s].action} ${PARTNER_STAGE_CREDITS[s].points} 积分`).join('，') },
  { title: '成交加码', text: `每成交一单再送${PARTNER_STAGE_CREDITS.purchase.reward}，月度推荐之星另有充电卡` },
  { title: '等级成长', text: '铜牌、银牌、金牌三级，成交越多等级越高、奖励越多' },
  { title: '专属物料', text: '专属推广海报与分享链接，好友留资自动记在你名下' },
]

/** The dev user is a partner: the samples first clear that (an admin call), so it can apply. */
const RESET_DEV_USER = '/__admin/partner/accounts/1/reset'
const SAMPLE_BODY = {
  realName: '王小明', mobile: '13800138000', cityCode: '110100', occupation: '互联网产品经理',
  intro: '星驰 S7 车主两年，身边不少朋友在看新能源车。', consent: true,
}

export const partnerHomeRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/mine`, summary: '合伙人中心（最近一次申请；通过后含等级、收益与客户数；权益）',
    auth: 'required', spec: false, response: PartnerHomeSchema, sample: {},
    handler: ({ db, accountId, now }) => {
      const who = me(db, accountId).accountId
      const application = latestApplication(db, who)
      const partner = partnerOf(db, who)
      const customers = partner ? customersOf(db, partner) : []
      const counts = customerCounts(customers)
      return {
        application: application ? applicationView(application) : null,
        profile: partner ? profileView(db, partner, counts.purchase) : null,
        earnings: partner ? earningsView(db, who, now) : null,
        customerCounts: counts,
        benefits: BENEFITS,
      }
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', idempotent: true, path: `${BASE}/applications`, summary: '申请成为合伙人（驳回后可再次申请）',
    auth: 'required', spec: false, body: PartnerApplicationBodySchema, response: PartnerApplicationSchema,
    sample: async (api) => {
      await api.call('POST', RESET_DEV_USER)
      return { body: SAMPLE_BODY }
    },
    handler: ({ db, body, accountId, now }) => {
      const who = me(db, accountId).accountId
      if (!body.consent) throw badRequest('请先阅读并同意《合伙人规则》')
      const latest = latestApplication(db, who)
      if (partnerOf(db, who) || latest?.state === 'approved') throw conflict('你已是合伙人')
      if (latest?.state === 'reviewing') throw conflict('申请审核中，请耐心等待')
      const realName = body.realName.trim()
      const occupation = body.occupation.trim()
      const intro = body.intro.trim()
      if (realName.length < 2) throw badRequest('请填写真实姓名')
      if (!occupation) throw badRequest('请填写职业')
      if (intro.length < 10) throw badRequest('申请说明至少 10 个字')
      const city = regionByCode(db, body.cityCode)
      if (!city || city.level !== 2) throw badRequest('请选择有效的城市')
      const row = {
        id: nextId(db, 'partnerApplication'), accountId: who, state: 'reviewing' as const, realName, mobile: body.mobile,
        cityCode: city.regionCode, cityName: city.regionName, occupation, intro,
        submittedAt: iso(now), reviewedAt: null, rejectReason: null, agreementSignedAt: null,
      }
      db.partnerApplications.push(row)
      return applicationView(row)
    },
  }),
  defineRoute({
    area: 'user', method: 'POST', path: `${BASE}/agreement`, summary: '签署合伙人协议（申请通过后，仅一次）',
    auth: 'required', spec: false, response: PartnerApplicationSchema,
    // The dev user signed already: the sample resets them, applies and approves (admin calls).
    sample: async (api) => {
      await api.call('POST', RESET_DEV_USER)
      const applied = await api.call<{ id: number }>('POST', `/user${BASE}/applications`, { body: SAMPLE_BODY })
      await api.call('POST', `/__admin/partner/applications/${applied.data.id}/review`, { body: { approve: true } })
      return {}
    },
    handler: ({ db, accountId, now }) => {
      const who = me(db, accountId).accountId
      const latest = latestApplication(db, who)
      if (latest?.state !== 'approved') throw conflict('合伙人申请尚未通过，暂不能签署协议')
      if (latest.agreementSignedAt) throw conflict('你已签署合伙人协议')
      latest.agreementSignedAt = iso(now)
      return applicationView(latest)
    },
  }),
]
