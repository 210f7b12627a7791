import type { PartnerApplication } from '@api/user'
import { MemberApplication } from '@/shared/member'
import { applicationState } from '../labels'

/** Where my application stands, and why a refusal was made. */
export function ApplicationState({ application: a }: { application: PartnerApplication }) {
  const [label, tone, text] = applicationState(a)
  return (
    <MemberApplication
      title='合伙人申请'
      tag={[label, tone]}
      text={text}
      reason={a.state === 'rejected' ? a.rejectReason : null}
      submittedAt={a.submittedAt}
      reviewedAt={a.reviewedAt}
    />
  )
}
