import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { useRouter } from '@tarojs/taro'
import { useToken } from '@/core/session'
import { LeadFields } from '@/features/activity'
import { buyTargetOf, getDetailInvite, getRecommendStatistics, RecommendDone, RecommendHeader, StatsBar } from '@/features/invite'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { RECOMMEND_NEEDS, useRecommend } from './use-recommend'

/**
 * Recommend a purchase. Without `accountId` the owner recommends a friend (and sees the
 * statistics); with one (a shared link or QR scene) the friend leaves their own details.
 */
export default function InviteBuyPage() {
  const { params } = useRouter()
  const { activityId, accountId } = buyTargetOf(params)
  const loggedIn = Boolean(useToken())
  const own = !accountId
  const detail = useLoad((loggedIn || !own) && ['invite', 'buy', activityId ?? 'current', accountId ?? 'me'], () => getDetailInvite(activityId, accountId))
  const activity = detail.data?.activity
  const stats = useLoad(Boolean(own && loggedIn && activity) && ['invite', 'buy', activity!.id, 'stats'], () => getRecommendStatistics(activity!.id))
  const rec = useRecommend(activity?.id, accountId, loggedIn, () => void stats.reload())

  if (own && !loggedIn) {
    return <Screen login='登录后推荐好友购车，赢取积分好礼' />
  }
  return (
    <Screen load={detail}>
      {activity && (
        <>
          <RecommendHeader activity={activity} inviterName={own ? undefined : detail.data!.inviter.displayName} />
          {own && stats.data && (
            <StatsBar
              stats={[
                { label: '已推荐', value: stats.data.inviteNum },
                { label: '已试驾', value: stats.data.testDriveNum },
                { label: '已购车', value: stats.data.purchaseNum },
                { label: '获得积分', value: stats.data.rewardPoint },
              ]}
            />
          )}
          {rec.sent && <RecommendDone record={rec.sent} own={own} onAgain={own ? rec.clearSent : undefined} />}
          {activity.status !== 2 ? (
            <View className='invite-recommend-closed'>活动{activity.status === 1 ? '尚未开始' : '已结束'}，暂不能提交</View>
          ) : (
            !(rec.sent && !own) && (
              <>
                <LeadFields form={rec.form} needs={RECOMMEND_NEEDS} who={own ? '好友' : '你'} />
                <Button className='lead-submit' loading={rec.sending} onClick={() => void rec.send()}>
                  {rec.sending ? '提交中…' : own ? '提交推荐' : loggedIn ? '提交' : '登录后提交'}
                </Button>
              </>
            )
          )}
        </>
      )}
    </Screen>
  )
}
