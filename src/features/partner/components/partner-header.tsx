import type { PartnerHome, PartnerProfile } from '@api/user'
import { MemberHeader } from '@/shared/member'
import { STAGE_ORDER, STAGES, tierHint } from '../labels'

type Counts = PartnerHome['customerCounts']

/** Who the partner is, their tier and how far to the next (`nextTierDeals` is its threshold), and their customers by stage. */
export function PartnerHeader({ profile: p, counts }: { profile: PartnerProfile; counts: Counts }) {
  const next = p.nextTierDeals
  return (
    <MemberHeader
      avatarUrl={p.avatarUrl}
      name={p.displayName}
      badge={p.tierName}
      progress={next === null ? 1 : p.deals / Math.max(next, 1)}
      hint={tierHint(p.deals, next)}
      figures={STAGE_ORDER.map((stage) => [`${STAGES[stage][0]}客户`, counts[stage]] as const)}
    />
  )
}
