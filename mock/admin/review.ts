// The reviewer's decision, one way for every application the admin routes decide (creator,
// partner, occupation): only a reviewing row, and a refusal needs its reason.
import { Type, type Static } from '@sinclair/typebox'
import { badRequest, conflict } from '../core/api-error'
import { iso } from '../core/time'

export const ReviewBodySchema = Type.Object({
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ReviewBody = Static<typeof ReviewBodySchema>

interface Reviewable {
  state: string
  reviewedAt: string | null
  rejectReason: string | null
}

/** Decides `row` in place (approved or rejected with the reason); 409 when already decided. */
export function decide(row: Reviewable, body: ReviewBody, now: number, decided = '该申请已审核'): void {
  if (row.state !== 'reviewing') throw conflict(decided)
  const reason = body.reason?.trim() ?? ''
  if (!body.approve && !reason) throw badRequest('驳回须填写原因')
  row.state = body.approve ? 'approved' : 'rejected'
  row.reviewedAt = iso(now)
  row.rejectReason = body.approve ? null : reason
}
