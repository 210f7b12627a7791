import type { CreatorApplication } from '@api/posts'
import { MemberApplication } from '@/shared/member'
import type { StatusTone } from '@/shared/status-tag'
import { formatCount } from '@/utils'
import { CREATOR_PLATFORMS } from '../constants'

const STATE: Record<CreatorApplication['state'], [label: string, tone: StatusTone, text: string]> = {
  reviewing: ['审核中', 'warning', '我们会在 3 个工作日内完成审核，结果将通过消息通知你'],
  approved: ['已通过', 'success', '恭喜你成为创作者'],
  rejected: ['未通过', 'danger', '修改绑定信息后可重新提交申请'],
}

/** Where my application stands, what it bound, and why a refusal was made. */
export function ApplicationState({ application: a }: { application: CreatorApplication }) {
  const [label, tone, text] = STATE[a.state]
  return (
    <MemberApplication
      title='创作者申请'
      tag={[label, tone]}
      text={text}
      reason={a.state === 'rejected' ? a.rejectReason : null}
      submittedAt={a.submittedAt}
      reviewedAt={a.reviewedAt}
      lines={a.accounts.map((x) => `${CREATOR_PLATFORMS[x.platform]} · ${x.accountName} · 粉丝 ${formatCount(x.followers)}`)}
    />
  )
}
