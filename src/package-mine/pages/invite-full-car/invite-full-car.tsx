import { useRouter } from '@tarojs/taro'
import { useToken } from '@/core/session'
import { buyTargetOf, Poster, useCarInvite } from '@/features/invite'
import { Screen } from '@/shared/screen'

function CarPoster({ activityId }: { activityId?: number }) {
  const { invite, assets } = useCarInvite(activityId, 'poster')
  const data = invite.data
  return (
    <Screen load={invite}>
      {data && (
        <Poster
          title={data.activity.name}
          subtitle={data.activity.rewardDesc}
          displayName={data.inviter.displayName}
          avatarUrl={data.inviter.avatarUrl}
          cover={data.activity.cover}
          assets={assets}
        />
      )}
    </Screen>
  )
}

/** The recommend-a-purchase invitation as a poster; its QR code opens invite-buy for the friend. */
export default function InviteFullCarPage() {
  const { params } = useRouter()
  if (!useToken()) {
    return <Screen login='登录后生成购车邀请海报' />
  }
  return <CarPoster activityId={buyTargetOf(params).activityId} />
}
