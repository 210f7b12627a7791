import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import {
  acceptInvite, AcceptCard, getInviterCard, getInviteSummary, inviteCodeOf, ShareActions, ShareCard, useMyInvite,
} from '@/features/invite'
import { getCurrentUser } from '@/features/user/api'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { useLoad } from '@/shared/use-load'
import { paths } from '@/routes'

/** The friend's side: who invites, and accepting (after logging in when needed). */
function Accept({ code, loggedIn }: { code: string; loggedIn: boolean }) {
  const inviter = useLoad(() => getInviterCard(code), code)
  const [accepting, setAccepting] = useState(false)
  const [accepted, setAccepted] = useState<string>()
  const accept = async () => {
    if (!loggedIn) {
      void openPage(loginPageUrl(currentUrl()))
      return
    }
    setAccepting(true)
    try {
      setAccepted((await acceptInvite(code)).inviterName)
    } catch {
      // The request layer has shown the server's reason (already accepted, own code...).
    } finally {
      setAccepting(false)
    }
  }
  return (
    <PageShell loading={inviter.loading && !inviter.data} error={!inviter.data && inviter.error} onRetry={() => void inviter.reload()}>
      {inviter.data && <AcceptCard inviter={inviter.data} accepted={accepted} accepting={accepting} onAccept={() => void accept()} />}
    </PageShell>
  )
}

/** My invitation: card with QR code and invite code, link to copy, poster. */
function Share() {
  const { me, assets } = useMyInvite(getCurrentUser)
  const data = me.data
  return (
    <PageShell loading={me.loading && !data} error={!data && me.error} onRetry={() => void me.reload()}>
      {data && (
        <>
          <ShareCard
            heading='邀请你加入车主社区'
            text={`好友扫码或打开链接并接受邀请，你可获得积分奖励。已邀请 ${data.summary.invitedNum} 位好友。`}
            displayName={data.user.displayName}
            avatarUrl={data.user.avatarUrl}
            code={data.summary.inviteCode}
            assets={assets}
          />
          <ShareActions assets={assets} onPoster={() => void openPage(paths.invitePoster())} />
        </>
      )}
    </PageShell>
  )
}

/**
 * Invite a friend to register. Opened with `?inviteCode=` (or a QR scene) by someone else it is
 * the friend's landing page; otherwise the inviter's own share page.
 */
export default function InviteFriendPage() {
  const { params } = useRouter()
  const token = useToken()
  const code = inviteCodeOf(params)
  const mine = useLoad(getInviteSummary, token, Boolean(token && code))
  if (code) {
    if (token && mine.loading) return <PageShell loading />
    if (!token || mine.data?.inviteCode !== code) return <Accept code={code} loggedIn={Boolean(token)} />
  }
  if (!token) {
    return (
      <PageShell>
        <LoginPrompt text='登录后生成你的专属邀请' />
      </PageShell>
    )
  }
  return <Share />
}
