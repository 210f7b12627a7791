import type { PartnerApplication, PartnerEarnings, PartnerHome, PartnerProfile, ReferredCustomer } from '@api/user'

export const T = '2026-11-20T10:00:00+08:00'

export const PROFILE: PartnerProfile = {
  displayName: '陈远航', avatarUrl: 'p.svg', tier: 2, tierName: '银牌合伙人', nextTierDeals: 10, deals: 6, joinedAt: T, sceneId: 'k3v9q2m7',
}

export const EARNINGS: PartnerEarnings = {
  pointsThisMonth: 1200, pointsTotal: 8600, rewardsThisMonth: 1, rewardsTotal: 4,
  recent: [
    { title: '好友王*明 成交 远航 L8', points: 1000, reward: '保养券 1 张', at: T, source: { customerId: 3, stage: 'purchase' } },
    { title: '好友李*华 留资', points: 200, reward: null, at: T, source: { customerId: 1, stage: 'lead' } },
  ],
}

export const application = (state: PartnerApplication['state'], extra: Partial<PartnerApplication> = {}): PartnerApplication => ({
  id: 7, state, realName: '陈远航', mobile: '13800138000', cityCode: '440300', cityName: '深圳市', occupation: '销售顾问',
  intro: '在深圳做了八年汽车销售，身边有很多想换车的朋友。', submittedAt: T, reviewedAt: state === 'reviewing' ? null : T,
  rejectReason: state === 'rejected' ? '自我介绍过于简单' : null, agreementSignedAt: null, ...extra,
})

const BENEFITS = [{ title: '推荐奖励', text: '好友成交得积分' }, { title: '等级权益', text: '金牌合伙人专属礼遇' }]
export const home = (profile: PartnerProfile | null, app: PartnerApplication | null = null): PartnerHome => ({
  application: app, profile, earnings: profile ? EARNINGS : null, customerCounts: { lead: 5, testDrive: 3, purchase: 6 }, benefits: BENEFITS,
})

export const customer = (id: number, stage: ReferredCustomer['stage']): ReferredCustomer => ({
  id, name: `王*${id}`, mobile: '138****8000', vehicleTypeName: '远航 L8', cityName: '深圳市', stage, createdAt: T, updatedAt: T,
})

export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })
