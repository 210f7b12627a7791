import type { CustomerStage, PartnerApplication } from '@api/user'
import type { StatusTone } from '@/shared/status-tag'

/** How far a referred customer got, as the tabs and the rows say it. */
export const STAGES: Record<CustomerStage, [label: string, tone: StatusTone]> = {
  lead: ['留资', 'info'],
  testDrive: ['试驾', 'warning'],
  purchase: ['成交', 'success'],
}

export { PARTNER_STAGE_ORDER as STAGE_ORDER } from './constants'

/** Where an application stands: its tag, and what the applicant does next. */
export function applicationState(a: PartnerApplication): [label: string, tone: StatusTone, text: string] {
  if (a.state === 'reviewing') return ['审核中', 'warning', '我们会在 3 个工作日内完成审核，结果将通过消息通知你']
  if (a.state === 'rejected') return ['未通过', 'danger', '修改申请信息后可重新提交']
  return a.agreementSignedAt ? ['已通过', 'success', '你已是合伙人，开始推荐好友购车吧'] : ['待签约', 'accent', '审核已通过，签署合伙人协议后即可开始推广']
}

/** The hint under the tier: how many more deals lift it (`nextTierDeals` is the next tier's threshold). */
export function tierHint(deals: number, nextTierDeals: number | null): string {
  if (nextTierDeals === null) return `已成交 ${deals} 台 · 已是最高等级`
  return `已成交 ${deals} 台 · 再成交 ${Math.max(nextTierDeals - deals, 0)} 台可升级`
}
