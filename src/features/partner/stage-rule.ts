import type { PartnerHome } from '@api/user'
import { PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER } from './constants'

// The referral rule as the app states it: the same figures the dev API server credits by (the
// constants mirror types/api/user-partner.ts), so the rules screen says what the ledger shows.

/** What one credit brought: +200 积分, +2000 积分 · 保养券 ×2, or a reward alone. */
export const gainText = (points: number, reward: string | null): string => [points ? `+${points} 积分` : '', reward ?? ''].filter(Boolean).join(' · ')

/** The rule as rows, in stage order: what the friend did (完成试驾: a kit row's label fits five characters) and what it earns the partner. */
export const POINTS_TABLE: readonly { stage: string; label: string; gain: string }[] = PARTNER_STAGE_ORDER.map((stage) => {
  const { action, points, reward } = PARTNER_STAGE_CREDITS[stage]
  return { stage, label: action, gain: gainText(points, reward) }
})

/**
 * What the customers tabs are read under besides the tab: the counts by stage from the centre's
 * answer. Customers only arrive and move forward, so every change changes the counts: the centre
 * read again (shown again, the app back) with new counts reads its lists again, else keeps them.
 */
export const customersVersion = (counts: PartnerHome['customerCounts']): string => PARTNER_STAGE_ORDER.map((stage) => counts[stage]).join('-')
