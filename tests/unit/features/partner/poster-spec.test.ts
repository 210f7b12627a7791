import type { PartnerHome, PartnerProfile } from '@api/user'
import { partnerPosterAlt, partnerPosterSpec, partnerSummaryAlt, partnerSummarySpec } from '@/features/partner/poster-spec'
import { codeTexts, imageSources, type PosterSpec } from '@/shared/poster/spec'

const PROFILE: PartnerProfile = {
  displayName: '车主小王', avatarUrl: 'a.svg', tier: 2, tierName: '银牌', nextTierDeals: 10, deals: 6, joinedAt: '2026-03-01T10:00:00+08:00', sceneId: 'p8k2m4x7q1',
}
const HOME: PartnerHome = {
  application: null, profile: PROFILE, benefits: [],
  earnings: { pointsThisMonth: 1200, pointsTotal: 15600, rewardsThisMonth: 1, rewardsTotal: 4, recent: [] },
  customerCounts: { lead: 14, testDrive: 6, purchase: 5 },
}
const words = (spec: PosterSpec) => spec.elements.flatMap((e) => (e.kind === 'text' ? [e.text] : []))
const inside = (spec: PosterSpec) => spec.elements.every((e) => !('height' in e) || e.y + e.height <= spec.height)

test('the invitation: who invites and the QR code of the lead form under their scene', () => {
  const link = 'https://h5.example.cn/package-mine/pages/partner-center/retain-capital?scene=p8k2m4x7q1'
  const spec = partnerPosterSpec(PROFILE, { text: link })
  expect(words(spec)).toEqual(['车主小王', '星驰汽车银牌合伙人', '邀请你了解星驰汽车', '留下联系方式，专属顾问为你安排试驾与购车礼遇', '扫码预约专属顾问'])
  expect(codeTexts(spec)).toEqual([link])
  expect(imageSources(spec)).toEqual(['a.svg'])
  expect(inside(spec)).toBe(true)
  expect(partnerPosterAlt(PROFILE)).toBe('车主小王（银牌合伙人）邀请你了解星驰汽车，扫码预约专属顾问')
})

test('the summary: earnings and customers by stage, dated, without a QR code', () => {
  const spec = partnerSummarySpec(HOME, PROFILE, '2026-11-25')
  expect(words(spec)).toEqual([
    '车主小王', '星驰汽车银牌合伙人', '1200', '本月积分', '1w+', '累计积分', '4 份', '累计奖励', '14', '留资', '6', '试驾', '5', '成交', '2026-11-25 · 已成交 6 台',
  ])
  expect(codeTexts(spec)).toEqual([])
  expect(inside(spec)).toBe(true)
  expect(partnerSummaryAlt(HOME, PROFILE, '2026-11-25')).toContain('累计积分 1w+，累计奖励 4 份，留资 14')
})
