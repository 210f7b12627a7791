import { useShareAssets } from '@/shared/share/assets'
import { useQuery } from '@/shared/use-load'
import { carInviteQuery } from './queries'
import { recommendQuery } from './scene'
import { RECOMMEND_PAGE, useInviteShare } from './share'

/**
 * My recommend-a-purchase invitation: the activity with me as inviter, my statistics, and a
 * share scene recorded for this poster (spec §7 insertScene) whose sceneId the QR code carries.
 */
export function useCarInvite(activityId: number | undefined, scene: 'poster' | 'share') {
  const invite = useQuery(carInviteQuery, [activityId, scene])
  const data = invite.data
  // The friend's page learns the activity from the sceneId (`<activityId>-<inviter>-<hash>`).
  const query = data && recommendQuery(data.inviter.accountId, data.sceneId)
  const assets = useShareAssets(RECOMMEND_PAGE, query, data?.sceneId)
  useInviteShare(data ? `邀请你参加「${data.activity.name}」` : '推荐购车 赢万元好礼', RECOMMEND_PAGE, query)
  return { invite, assets }
}
