import { PartnerSummaryImageScreen } from '@/features/partner'

/** 合伙人海报: the partner centre's summary rendered to one image. */
export default function PartnerSummaryImagePage() {
  return <PartnerSummaryImageScreen />
}
