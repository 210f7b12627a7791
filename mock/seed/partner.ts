// Partner centre seed: who applied, who is a partner, what they earned. User 1 (the dev user)
// is an approved partner who signed the agreement, tier 2 银牌 by their deals (the purchase-stage
// customers of seed/partner-customers.ts), share scene PARTNER_SCENE; user 4 is a 金牌 partner
// (so "only my customers" can be told apart); user 6 waits for the review, user 7 was rejected
// (with the reason); user 2 (dev-token-2) never applied.
import type { RuleDoc } from '../../types/api/user'
import { PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER, type CustomerStage } from '../../types/api/user-partner'
import type { Db } from '../state/db'
import { days, hours, iso } from '../core/time'
import { seedPartnerCustomers } from './partner-customers'

export interface PartnerApplicationRow {
  id: number
  accountId: number
  state: 'reviewing' | 'approved' | 'rejected'
  realName: string
  mobile: string
  cityCode: string
  cityName: string
  occupation: string
  intro: string
  submittedAt: string
  reviewedAt: string | null
  rejectReason: string | null
  agreementSignedAt: string | null
}

/** A partner: the tier follows from the deals (PARTNER_TIERS); the scene is random, not an id. */
export interface PartnerProfileRow {
  accountId: number
  sceneId: string
  joinedAt: string
}

/** One credit to a partner: points, and sometimes a reward (保养券, 充电卡...). */
export interface PartnerEarningRow {
  id: number
  accountId: number
  title: string
  points: number
  reward: string | null
  at: string
  /** The customer and the stage that earned it, each credited once; null for a bonus (月度推荐之星). */
  source: { customerId: number; stage: CustomerStage } | null
}

/** The dev user's share scene (random-looking on purpose: a scene never reveals an account). */
export const PARTNER_SCENE = 'p8k2m4x7q1'
export const PARTNER_SCENE_4 = 'z3t9w6c2h5'

/** The tiers and the deals each starts at. */
export const PARTNER_TIERS = [
  { tier: 1, name: '铜牌', deals: 0 },
  { tier: 2, name: '银牌', deals: 5 },
  { tier: 3, name: '金牌', deals: 15 },
] as const

export function seedPartnerApplications(now: number): PartnerApplicationRow[] {
  return [
    {
      id: 8001, accountId: 1, state: 'approved', realName: '王小明', mobile: '13800138000', cityCode: '110100', cityName: '北京市',
      occupation: '互联网产品经理', intro: '星驰 S7 车主两年，身边不少同事和朋友在看新能源车，经常找我咨询用车和充电。',
      submittedAt: iso(now - days(190)), reviewedAt: iso(now - days(188)), rejectReason: null, agreementSignedAt: iso(now - days(187)),
    },
    {
      id: 8002, accountId: 4, state: 'approved', realName: '张建国', mobile: '13600136000', cityCode: '440300', cityName: '深圳市',
      occupation: '自由职业', intro: '五年电车老司机，运营一个 3000 人的车友群，经常组织充电和自驾活动。',
      submittedAt: iso(now - days(420)), reviewedAt: iso(now - days(418)), rejectReason: null, agreementSignedAt: iso(now - days(418)),
    },
    {
      id: 8003, accountId: 7, state: 'rejected', realName: '胡小虎', mobile: '17700177000', cityCode: '510100', cityName: '成都市',
      occupation: '二手车商', intro: '做了八年二手车生意，客户多，想顺带推荐新车。',
      submittedAt: iso(now - days(12)), reviewedAt: iso(now - days(10)), rejectReason: '合伙人不能由汽车经销从业者担任，如已离职请补充说明后重新提交',
      agreementSignedAt: null,
    },
    {
      id: 8004, accountId: 6, state: 'reviewing', realName: '陈思远', mobile: '18600186000', cityCode: '330100', cityName: '杭州市',
      occupation: '中学教师', intro: '云境 X5 车主，学校里好几位老师在看车，平时也在小区业主群里分享用车心得。',
      submittedAt: iso(now - hours(30)), reviewedAt: null, rejectReason: null, agreementSignedAt: null,
    },
  ]
}

export function seedPartnerProfiles(now: number): PartnerProfileRow[] {
  return [
    { accountId: 1, sceneId: PARTNER_SCENE, joinedAt: iso(now - days(188)) },
    { accountId: 4, sceneId: PARTNER_SCENE_4, joinedAt: iso(now - days(418)) },
  ]
}

/** A credit's customer (seed/partner-customers.ts ids) and stage; null for a bonus. */
type Source = [customerId: number, stage: CustomerStage] | null
type Earning = [daysAgo: number, title: string, points: number, reward: string | null, source: Source]

// Newest first; the dev user's ledger over half a year (the hours keep "this month" non-empty
// except in the first hours of a month). Older credits followed older rules (a car model, no
// reward); the customers' credits name them, so a stage is never credited twice.
const EARNINGS: Earning[] = [
  [0.1, '推荐客户 刘*洋 完成试驾', 200, null, [8101, 'testDrive']],
  [1.5, '推荐客户 赵*婷 购车成交', 2000, '保养券 ×2', [8102, 'purchase']],
  [4, '推荐客户 孙* 留资', 50, null, [8103, 'lead']],
  [9, '推荐客户 周*杰 完成试驾', 200, null, [8104, 'testDrive']],
  [16, '月度推荐之星', 500, '家用充电卡 200 元', null],
  [23, '推荐客户 吴*芳 购车成交', 2000, '保养券 ×2', [8106, 'purchase']],
  [37, '推荐客户 郑*宇 完成试驾', 200, null, [8108, 'testDrive']],
  [52, '推荐客户 冯*华 购车成交', 2000, '保养券 ×2', [8110, 'purchase']],
  [70, '推荐客户 陈* 购车成交', 2000, '星驰车模 1:18', [8111, 'purchase']],
  [96, '升级银牌合伙人', 1000, '银牌合伙人礼包', null],
  [120, '推荐客户 褚*亮 购车成交', 2000, '保养券 ×2', [8116, 'purchase']],
  [150, '推荐客户 卫* 购车成交', 2000, null, [8117, 'purchase']],
  [176, '新合伙人首单奖励', 800, '星驰定制保温杯', null],
]

const sourceOf = (source: Source) => (source ? { customerId: source[0], stage: source[1] } : null)

export function seedPartnerEarnings(now: number): PartnerEarningRow[] {
  const mine = EARNINGS.map(([ago, title, points, reward, source], i) => ({
    id: 8201 + i, accountId: 1, title, points, reward, at: iso(now - days(ago)), source: sourceOf(source),
  }))
  const other = {
    id: 8290, accountId: 4, title: '推荐客户 黄*东 购车成交', points: 2000, reward: '保养券 ×2', at: iso(now - days(3)), source: sourceOf([8181, 'purchase']),
  }
  return [...mine, other]
}

const p = (text: string) => `<p>${text}</p>`

/** The rewards paragraph, from the rule the server credits by (好友留资奖励 50 积分，...). */
const rewardsText = () =>
  PARTNER_STAGE_ORDER.map((stage) => {
    const { action, points, reward } = PARTNER_STAGE_CREDITS[stage]
    return `好友${action}奖励 <strong>${points} 积分</strong>${reward ? `及${reward}` : ''}`
  }).join('，') + '。每位好友的每个阶段只计一次。'

/** The partner rules; the last paragraph carries a <script> and an onerror= on purpose (the app must sanitize). */
export function seedPartnerRules(now: number): RuleDoc {
  return {
    title: '星驰合伙人规则',
    updatedAt: iso(now - days(40)),
    html:
      `<h3>一、申请条件</h3>${p('年满 18 周岁、实名认证的星驰 App 用户均可申请；汽车经销从业者不可申请。')}` +
      `<h3>二、推荐方式</h3><ol><li>通过合伙人海报或分享链接邀请好友留资。</li><li>好友留资、试驾、购车的进度会显示在“我的客户”中。</li></ol>` +
      `<h3>三、奖励</h3>${p(rewardsText())}` +
      `<table><tr><th>等级</th><th>成交数</th></tr><tr><td>铜牌</td><td>0-4</td></tr><tr><td>银牌</td><td>5-14</td></tr><tr><td>金牌</td><td>15 及以上</td></tr></table>` +
      `<h3>四、注意事项</h3>${p('不得以虚假宣传、骚扰等方式推广；违规者取消合伙人资格并收回奖励。')}` +
      `<script>window.__xss = true</script><p><img src="/static/img/covers/missing.svg" onerror="window.__xss = true" alt="规则配图"></p>`,
  }
}

/** The partner tables of the seed, gathered so index.ts stays short. */
export function seedPartnerAll(now: number): Pick<Db, 'partnerApplications' | 'partnerProfiles' | 'partnerEarnings' | 'partnerCustomers' | 'partnerRules'> {
  return {
    partnerApplications: seedPartnerApplications(now),
    partnerProfiles: seedPartnerProfiles(now),
    partnerEarnings: seedPartnerEarnings(now),
    partnerCustomers: seedPartnerCustomers(now),
    partnerRules: seedPartnerRules(now),
  }
}
