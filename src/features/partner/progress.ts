import type { PartnerApplication } from '@api/user'
import type { Step } from '@/shared/steps'
import { formatDateTime } from '@/utils'

/**
 * The application's steps and the one under way: submitted, reviewing, then approved (and the
 * agreement to sign) or rejected with the reason. A refusal ends the review: every step is done.
 */
export function progressSteps(a: PartnerApplication): { steps: Step[]; current: number } {
  const time = (t: string | null) => (t ? formatDateTime(t) : undefined)
  const submitted: Step = { title: '提交申请', time: time(a.submittedAt) }
  const reviewing: Step = { title: '审核中', description: a.state === 'reviewing' ? '我们会在 3 个工作日内完成审核' : undefined }
  if (a.state === 'rejected') {
    return { steps: [submitted, reviewing, { title: '未通过', time: time(a.reviewedAt), description: a.rejectReason ? `原因：${a.rejectReason}` : undefined }], current: 3 }
  }
  const steps = [submitted, reviewing, { title: '审核通过', time: time(a.reviewedAt) }, { title: '签署协议', time: time(a.agreementSignedAt) }]
  if (a.state === 'reviewing') return { steps, current: 1 }
  return { steps, current: a.agreementSignedAt ? 4 : 3 }
}

/** An approved application whose agreement is still to sign. */
export const awaitsSigning = (a: PartnerApplication | null) => a?.state === 'approved' && !a.agreementSignedAt
