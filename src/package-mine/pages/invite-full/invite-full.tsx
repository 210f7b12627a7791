import { brandName } from '@/core/tenant'
import { useToken } from '@/core/session'
import { Poster, useMyInvite } from '@/features/invite'
import { getCurrentUser } from '@/features/user'
import { Screen } from '@/shared/screen'

function InvitePoster() {
  const { me, assets } = useMyInvite(getCurrentUser)
  const data = me.data
  return (
    <Screen load={me}>
      {data && (
        <Poster
          title={`${brandName()} 车主邀请函`}
          subtitle='每日签到领积分 · 车主专属活动 · 积分商城好礼'
          displayName={data.user.displayName}
          avatarUrl={data.user.avatarUrl}
          code={data.summary.inviteCode}
          assets={assets}
        />
      )}
    </Screen>
  )
}

/** The registration invitation as a full-screen poster with its QR code. */
export default function InviteFullPage() {
  if (!useToken()) {
    return <Screen login='登录后生成你的邀请海报' />
  }
  return <InvitePoster />
}
