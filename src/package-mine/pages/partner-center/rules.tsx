import { PartnerRulesScreen } from '@/features/partner'

/** 合伙人规则: the rules as the server words them. */
export default function PartnerRulesPage() {
  return <PartnerRulesScreen />
}
