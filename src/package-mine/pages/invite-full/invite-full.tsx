import { BRAND_NAME } from '@/brand'
import { useToken } from '@/core/session'
import { Poster, useMyInvite } from '@/features/invite'
import { getCurrentUser } from '@/features/user/api'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'

function InvitePoster() {
  const { me, assets } = useMyInvite(getCurrentUser)
  const data = me.data
  return (
    <PageShell loading={me.loading && !data} error={!data && me.error} onRetry={() => void me.reload()}>
      {data && (
        <Poster
          title={`${BRAND_NAME} 车主邀请函`}
          subtitle='每日签到领积分 · 车主专属活动 · 积分商城好礼'
          displayName={data.user.displayName}
          avatarUrl={data.user.avatarUrl}
          code={data.summary.inviteCode}
          assets={assets}
        />
      )}
    </PageShell>
  )
}

/** The registration invitation as a full-screen poster with its QR code. */
export default function InviteFullPage() {
  if (!useToken()) {
    return (
      <PageShell>
        <LoginPrompt text='登录后生成你的邀请海报' />
      </PageShell>
    )
  }
  return <InvitePoster />
}
