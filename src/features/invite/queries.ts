import { AREA, defineQuery } from '@/core/query'
import { getCurrentUser } from '@/entities/user'
import { getDetailInvite, getInviterCard, getInviteSummary, getRecommendDetail, getRecommendStatistics, insertScene } from './api'
import { INVITE_BUY, INVITER } from './keys'

// The invite reads, each defined once. A referral marks my recommend page and both records
// (keys.ts); accepting an invitation marks the inviter's cards.

export { CAR_RECORDS, INVITE_RECORDS } from './keys'

/** My invitations so far and my invite code. */
export const inviteSummaryQuery = defineQuery(() => [AREA.invite, 'summary'], getInviteSummary)

/** The inviter behind a code, for the friend's landing card (no account needed). */
export const inviterQuery = defineQuery((code: string) => [...INVITER, code], getInviterCard)

/** My friend invitation: who I am and my invite summary. */
export const myInviteQuery = defineQuery(
  () => [AREA.invite, 'mine'],
  async () => {
    const [user, summary] = await Promise.all([getCurrentUser(), getInviteSummary()])
    return { user, summary }
  },
)

/**
 * My recommend-a-purchase invitation: the activity with me as inviter, my statistics, and a share
 * scene recorded for this poster (spec §7 insertScene, a POST read) whose sceneId the QR code carries.
 */
async function carInvite(activityId: number | undefined, scene: 'poster' | 'share') {
  const detail = await getDetailInvite(activityId)
  const [stats, shared] = await Promise.all([getRecommendStatistics(detail.activity.id), insertScene(detail.activity.id, scene)])
  return { ...detail, stats, sceneId: shared.sceneId }
}

export const carInviteQuery = defineQuery(
  (activityId: number | undefined, scene: 'poster' | 'share') => [AREA.invite, 'car', activityId ?? 'current', scene],
  carInvite,
)

/** The owner's own recommend page: the activity (`activityId`, else the running one) with me as inviter. */
export const ownRecommendQuery = defineQuery(
  (activityId: number | undefined) => [...INVITE_BUY, activityId ?? 'current', 'me'],
  (activityId: number | undefined) => getDetailInvite(activityId),
)

/** My statistics in an activity. */
export const recommendStatsQuery = defineQuery(
  (activityId: number) => [...INVITE_BUY, activityId, 'stats'],
  (activityId: number) => getRecommendStatistics(activityId),
)

/** A friend's landing page: the activity with the inviter of the link. */
export const invitationQuery = defineQuery(
  (activityId: number | undefined, accountId: number) => [AREA.invite, 'landing', activityId ?? 'current', accountId],
  (activityId: number | undefined, accountId: number) => getDetailInvite(activityId, accountId),
)

/** A recommend-a-purchase campaign opened without an inviter. */
export const recommendCampaignQuery = defineQuery(
  (activityId: number) => [AREA.invite, 'recommend', activityId],
  (activityId: number) => getRecommendDetail(activityId),
)
