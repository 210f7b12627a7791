import { useRouter } from '@tarojs/taro'
import { LeadCaptureForm } from '@/features/activity'
import { PartnerLeadScreen } from '@/features/partner'
import { DRAFTS } from '@/shared/form'

/**
 * 信息登记: the lead form of the activity feature, its source the partner's share scene. ?scene= a
 * partner's scene (a friend's link or mini-program code; no login needed); none, my own as a partner.
 */
export default function PartnerRetainCapitalPage() {
  const { params } = useRouter()
  return <PartnerLeadScreen scene={params.scene} renderForm={(source) => <LeadCaptureForm source={source} draft={DRAFTS.partnerLead} submitText='提交登记' />} />
}
