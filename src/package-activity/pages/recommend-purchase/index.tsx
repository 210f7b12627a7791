import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { LeadCaptureForm } from '@/features/activity'
import { RecommendHeader } from '@/features/invite'
import { paths } from '@/routes'
import { DRAFTS } from '@/shared/form'
import { Screen } from '@/shared/screen'
import { Staged } from '@/shared/when-visible'
import { useInvitation } from './use-invitation'

const BAD_LINK = '推荐链接无效或已失效，请向好友重新获取'

/**
 * Where a friend lands from a recommend-a-purchase invitation (`?accountId=&scene=`): who invited
 * them, what the campaign offers, and the lead form, which goes to the inviter's records. Opened
 * without an inviter, or after the campaign, it is a plain purchase consultation; a link naming an
 * inviter, campaign or scene badly, or one the server does not know, says 链接无效 instead.
 */
export default function RecommendPurchasePage() {
  const { params } = useRouter()
  const { bad, load, activity, inviter, referral, send, source } = useInvitation(params)
  const loggedIn = Boolean(useToken())
  return (
    <Screen missing={bad && BAD_LINK} unknown={BAD_LINK} load={load}>
      {/* A part a task: the header, its rule and the form in one render were a task of 12 to 15 ms
          at 1x (issue 42). The rule is in the first part, so its own hold (SafeRichText) keeps the
          screen unpainted until its sanitizer is here; without a campaign nothing waits for it. */}
      <Staged>
        {activity && <RecommendHeader activity={activity} inviterName={inviter?.displayName} />}
        <View className='lead-intro'>
          <Text className='lead-intro__title'>{referral ? '留下你的购车意向' : '预约购车顾问'}</Text>
          <Text className='lead-intro__text'>
            {referral
              ? `提交后，${inviter!.displayName} 的推荐即可生效，附近门店的专属顾问会为你安排试驾与购车优惠。`
              : activity && activity.status !== 2
                ? `「${activity.name}」${activity.status === 1 ? '尚未开始' : '已结束'}，你仍可留下联系方式，顾问会为你介绍车型与购车优惠。`
                : '留下联系方式，顾问将为你介绍车型、试驾与购车优惠。'}
          </Text>
        </View>
        <LeadCaptureForm send={send} source={source} draft={DRAFTS.recommendPurchase} submitText={referral ? '提交购车意向' : '提交'} />
        {loggedIn && !inviter && activity && (
          <View className='lead-intro' role='link' onClick={() => void openPage(paths.inviteFriendCar())}>
            <Text className='lead-intro__text'>已是车主？邀请好友购车，赢取 {activity.rewardDesc} ›</Text>
          </View>
        )}
      </Staged>
    </Screen>
  )
}
