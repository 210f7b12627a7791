import type { WelfareApplication } from '@api/user'
import { MemberApplication } from '@/shared/member'
import { applicationState } from '../labels'

/** Where my application to join stands, and why a refusal was made. */
export function ApplicationState({ application: a }: { application: WelfareApplication }) {
  const [label, tone, text] = applicationState(a)
  return (
    <MemberApplication
      title='福利社入会申请'
      tag={[label, tone]}
      text={text}
      reason={a.state === 'rejected' ? a.rejectReason : null}
      submittedAt={a.submittedAt}
      reviewedAt={a.reviewedAt}
    />
  )
}
