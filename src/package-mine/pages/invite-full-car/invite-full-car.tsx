import { useRouter } from '@tarojs/taro'
import { useToken } from '@/core/session'
import { buyTargetOf, Poster, useCarInvite } from '@/features/invite'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'

function CarPoster({ activityId }: { activityId?: number }) {
  const { invite, assets } = useCarInvite(activityId, 'poster')
  const data = invite.data
  return (
    <PageShell loading={invite.loading && !data} error={!data && invite.error} onRetry={() => void invite.reload()}>
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
    </PageShell>
  )
}

/** The recommend-a-purchase invitation as a poster; its QR code opens invite-buy for the friend. */
export default function InviteFullCarPage() {
  const { params } = useRouter()
  if (!useToken()) {
    return (
      <PageShell>
        <LoginPrompt text='登录后生成购车邀请海报' />
      </PageShell>
    )
  }
  return <CarPoster activityId={buyTargetOf(params).activityId} />
}
