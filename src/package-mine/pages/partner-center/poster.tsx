import { PartnerPosterScreen } from '@/features/partner'

/** 推广海报: the partner's invitation, its QR code the lead form under the partner's scene. */
export default function PartnerPosterPage() {
  return <PartnerPosterScreen />
}
