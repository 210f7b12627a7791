import { PartnerHomeScreen } from '@/features/partner'

/** 合伙人中心: my tier, earnings and referred customers; not a partner yet, how to become one. */
export default function PartnerCenterPage() {
  return <PartnerHomeScreen />
}
