import type { Page } from '@api/common'
import type {
  DetailInvite, RecommendActivity, RecommendInsert, RecommendRecord, RecommendResultsQuery, RecommendScene,
  RecommendStatistics,
} from '@api/activity'
import type { InviteQuery, InviteRecord, InviteSummary } from '@api/user'
import type { InviteAccept, InviterCard } from '@api/user-mine'
import { afterWrite, keyText } from '@/core/query'
import { request } from '@/core/request'
import { INVITER, REFERRAL_SHOWN } from './keys'

const RECOMMEND = '/api/v1/activity/app/recommend/purchase'

// Registration invitations (domain user).

export function getInviteSummary(): Promise<InviteSummary> {
  return request<InviteSummary>({ domain: 'user', path: '/web/user/invite/summary' })
}

/** type 1 friends who registered, 2 friends invited to buy a car. */
export function getInviteRecords(query: InviteQuery): Promise<Page<InviteRecord>> {
  return request<Page<InviteRecord>>({ domain: 'user', path: '/web/user/invite/records', query })
}

/** The inviter behind a code, for the friend's landing card (no account needed). */
export function getInviterCard(inviteCode: string): Promise<InviterCard> {
  return request<InviterCard>({ domain: 'user', path: '/web/user/invite/inviter', query: { inviteCode }, auth: false })
}

/** The inviter's card counts the friends they invited: this one now too. */
export function acceptInvite(inviteCode: string): Promise<InviteAccept> {
  return afterWrite(request<InviteAccept>({ domain: 'user', method: 'POST', path: '/web/user/invite/accept', data: { inviteCode } }), keyText(INVITER))
}

// Recommend a purchase (spec §7, domain activity).

export function getRecommendDetail(activityId?: number): Promise<RecommendActivity> {
  return request<RecommendActivity>({ domain: 'activity', path: `${RECOMMEND}/detail`, query: { activityId }, auth: false })
}

export function getRecommendStatistics(activityId?: number): Promise<RecommendStatistics> {
  return request<RecommendStatistics>({ domain: 'activity', path: `${RECOMMEND}/getRecommendStatistics`, query: { activityId } })
}

/** The activity with its inviter: `accountId` from a shared link, else the current user. */
export function getDetailInvite(activityId?: number, accountId?: number): Promise<DetailInvite> {
  return request<DetailInvite>({ domain: 'activity', path: `${RECOMMEND}/detailInvite`, query: { activityId, accountId } })
}

export function getRecommendResults(query: RecommendResultsQuery): Promise<Page<RecommendRecord>> {
  return request<Page<RecommendRecord>>({ domain: 'activity', path: `${RECOMMEND}/getRecommendResults`, query })
}

/**
 * A referral: the owner's for a friend, or a friend's own from an invitation (`inviterAccountId`,
 * no account needed). The inviter's statistics and records are read again (not the share pages:
 * their read records a new share scene).
 */
export function insertRecommend(body: RecommendInsert, requestId?: string): Promise<RecommendRecord> {
  const write = request<RecommendRecord>({ domain: 'activity', method: 'POST', path: `${RECOMMEND}/insert`, data: body, requestId })
  return afterWrite(write, ...REFERRAL_SHOWN)
}

/** Records where an invitation was shared; the sceneId goes into the QR code. */
// marks nothing: it runs inside the invitation's own read (use-car-invite), whose answer carries the new sceneId; marking that read would read it again and record another scene, without end
export function insertScene(activityId: number, scene: string): Promise<RecommendScene> {
  return request<RecommendScene>({ domain: 'activity', method: 'POST', path: `${RECOMMEND}/insertScene`, data: { activityId, scene } })
}
