import { useRouter } from '@tarojs/taro'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { buyTargetOf, InviteChoice, ShareActions, ShareCard, StatsBar, useCarInvite } from '@/features/invite'
import { Screen } from '@/shared/screen'
import { paths } from '@/routes'

function CarInvite({ activityId }: { activityId?: number }) {
  const { invite, assets } = useCarInvite(activityId, 'share')
  const data = invite.data
  return (
    <Screen load={invite}>
      {data && (
        <>
          <StatsBar
            stats={[
              { label: '已推荐', value: data.stats.inviteNum },
              { label: '已试驾', value: data.stats.testDriveNum },
              { label: '已购车', value: data.stats.purchaseNum },
            ]}
          />
          <ShareCard
            heading={`邀请你参加「${data.activity.name}」`}
            text={`好友扫码留资即可参与，你最高可得 ${data.activity.rewardDesc}。`}
            displayName={data.inviter.displayName}
            avatarUrl={data.inviter.avatarUrl}
            cover={data.activity.cover}
            assets={assets}
          />
          <ShareActions
            assets={assets}
            onPoster={() => void openPage(paths.inviteCarPoster(data.activity.id))}
          />
          <InviteChoice
            glyph='荐'
            title='直接推荐好友'
            desc='替好友填写意向车型与门店'
            url={paths.inviteBuy(data.activity.id)}
          />
          <InviteChoice glyph='果' title='推荐购车记录' desc='查看好友的跟进状态' url={paths.inviteCarRecords()} />
        </>
      )}
    </Screen>
  )
}

/** Invite friends to buy a car (recommend-a-purchase activity; `?activityId=`, default the running one). */
export default function InviteFriendCarPage() {
  const { params } = useRouter()
  if (!useToken()) {
    return <Screen login='登录后邀请好友购车，赢取万元好礼' />
  }
  return <CarInvite activityId={buyTargetOf(params).activityId} />
}
