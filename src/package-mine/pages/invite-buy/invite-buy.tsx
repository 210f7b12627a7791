import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { useRouter } from '@tarojs/taro'
import { redirectTo } from '@/core/navigation'
import { useToken } from '@/core/session'
import { LeadFields } from '@/features/activity'
import { badBuyLink, buyTargetOf, ownRecommendQuery, RecommendDone, RecommendHeader, recommendStatsQuery, sceneIdOf, StatsBar } from '@/features/invite'
import { paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { RECOMMEND_NEEDS, useRecommend } from './use-recommend'

const WAITING = { loading: true }

/** An invitation link of before (`?accountId=`): the friend's page is recommend-purchase now. */
function ToFriendPage({ url }: { url: string }) {
  useEffect(() => {
    void redirectTo(url)
  }, [url])
  return <Screen load={WAITING} />
}

/** The owner recommends a friend to buy a car (and sees the statistics). */
function OwnRecommend({ activityId }: { activityId?: number }) {
  const loggedIn = Boolean(useToken())
  const detail = useQuery(ownRecommendQuery, loggedIn && [activityId])
  const activity = detail.data?.activity
  const stats = useQuery(recommendStatsQuery, loggedIn && activity ? [activity.id] : null)
  const rec = useRecommend(activity?.id)

  return (
    <Screen login='登录后推荐好友购车，赢取积分好礼' unknown='该推荐购车活动不存在或已下线' load={detail}>
      {activity && (
        <>
          <RecommendHeader activity={activity} />
          {stats.data && (
            <StatsBar
              stats={[
                { label: '已推荐', value: stats.data.inviteNum },
                { label: '已试驾', value: stats.data.testDriveNum },
                { label: '已购车', value: stats.data.purchaseNum },
                { label: '获得积分', value: stats.data.rewardPoint },
              ]}
            />
          )}
          {rec.sent && <RecommendDone record={rec.sent} own onAgain={rec.clearSent} />}
          {activity.status !== 2 ? (
            <View className='invite-recommend-closed'>活动{activity.status === 1 ? '尚未开始' : '已结束'}，暂不能提交</View>
          ) : (
            <>
              <LeadFields form={rec.form} needs={RECOMMEND_NEEDS} who='好友' />
              <Button className='lead-submit' variant='primary' loading={rec.sending} onClick={() => void rec.send()}>
                {rec.sending ? '提交中…' : '提交推荐'}
              </Button>
            </>
          )}
        </>
      )}
    </Screen>
  )
}

/**
 * Recommend a purchase: the owner fills in a friend's details. A link with an inviter
 * (`accountId`, or a QR scene) is a friend's, and goes on to their own page; one naming an inviter,
 * campaign or scene badly says so, never the viewer's own recommendation in its place.
 */
export default function InviteBuyPage() {
  const { params } = useRouter()
  if (badBuyLink(params)) return <Screen missing='推荐链接无效或已失效，请向好友重新获取' />
  const { activityId, accountId } = buyTargetOf(params)
  if (accountId !== undefined) return <ToFriendPage url={paths.recommendPurchase({ accountId, scene: sceneIdOf(params), activityId })} />
  return <OwnRecommend activityId={activityId} />
}
