import { useLoad } from '@/shared/use-load'
import { BUY_PAGE, useInviteShare, useShareAssets } from './share'
import { getDetailInvite, getRecommendStatistics, insertScene } from './api'

/**
 * My recommend-a-purchase invitation: the activity with me as inviter, my statistics, and a
 * share scene recorded for this poster (spec §7 insertScene) whose sceneId the QR code carries.
 */
export function useCarInvite(activityId: number | undefined, scene: 'poster' | 'share') {
  const invite = useLoad(['invite', 'car', activityId ?? 'current', scene], async () => {
    const detail = await getDetailInvite(activityId)
    const [stats, shared] = await Promise.all([getRecommendStatistics(detail.activity.id), insertScene(detail.activity.id, scene)])
    return { ...detail, stats, sceneId: shared.sceneId }
  })
  const data = invite.data
  const query = data && `activityId=${data.activity.id}&accountId=${data.inviter.accountId}`
  const assets = useShareAssets(BUY_PAGE, query, data?.sceneId)
  useInviteShare(data ? `邀请你参加「${data.activity.name}」` : '推荐购车 赢万元好礼', BUY_PAGE, query)
  return { invite, assets }
}
