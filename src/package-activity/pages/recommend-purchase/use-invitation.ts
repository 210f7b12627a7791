import type { LeadSubmit } from '@/features/activity'
import { badBuyLink, buyTargetOf, insertRecommend, invitationQuery, recommendCampaignQuery, sceneIdOf } from '@/features/invite'
import { useQuery } from '@/shared/use-load'

export interface InvitationParams {
  accountId?: string
  activityId?: string
  scene?: string
}

const RUNNING = 2

/**
 * What a recommend-a-purchase link gives its friend: the inviter (`accountId`, or the inviter in the
 * sceneId), the campaign and the sceneId. With an inviter and a running campaign the friend's details
 * go to the inviter as a referral (no account needed), through the lead form's submit; otherwise the
 * page is a plain purchase consultation (`send` undefined: the lead form's own capture).
 */
export function useInvitation(params: InvitationParams) {
  // A link naming its inviter, campaign or sceneId badly reads nothing: the page says it is bad.
  const bad = badBuyLink(params)
  const { activityId, accountId } = buyTargetOf(params)
  const sceneId = sceneIdOf(params)
  const invite = useQuery(invitationQuery, !bad && accountId !== undefined && [activityId, accountId])
  const campaign = useQuery(recommendCampaignQuery, !bad && accountId === undefined && activityId !== undefined && [activityId])
  const activity = invite.data?.activity ?? campaign.data
  const inviter = invite.data?.inviter
  const referral = Boolean(inviter && activity?.status === RUNNING)

  const send = referral
    ? (submit: LeadSubmit) =>
        submit(async (lead, requestId) => {
          const r = await insertRecommend({ ...lead, activityId: activity!.id, inviterAccountId: inviter!.accountId, sceneId }, requestId)
          return { name: r.name, mobile: r.mobile, vehicleTypeName: r.vehicleTypeName, place: r.dealerName }
        })
    : undefined
  const load = accountId !== undefined ? invite : activityId !== undefined ? campaign : undefined
  return { bad, load, activity, inviter, referral, send, source: activity ? `recommend-${activity.id}` : 'recommend-purchase' }
}
