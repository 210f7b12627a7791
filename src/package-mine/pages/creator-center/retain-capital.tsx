import { LeadCaptureForm } from '@/features/activity'
import { CreatorLeadScreen } from '@/features/creator'
import { DRAFTS } from '@/shared/form'

/** 信息登记: the lead form of the activity feature, its source the creator who registers the friend. */
export default function CreatorRetainCapitalPage() {
  return <CreatorLeadScreen renderForm={(source) => <LeadCaptureForm source={source} draft={DRAFTS.creatorLead} submitText='提交登记' />} />
}
