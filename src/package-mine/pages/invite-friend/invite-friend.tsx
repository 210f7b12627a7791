import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import {
  acceptInvite, AcceptCard, getInviterCard, getInviteSummary, inviteCodeOf, ShareActions, ShareCard, useMyInvite,
} from '@/features/invite'
import { getCurrentUser } from '@/features/user'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'

/** The friend's side: who invites, and accepting (after logging in when needed). */
function Accept({ code, loggedIn }: { code: string; loggedIn: boolean }) {
  const inviter = useLoad(['invite', 'inviter', code], () => getInviterCard(code))
  const [accepting, setAccepting] = useState(false)
  const [accepted, setAccepted] = useState<string>()
  const accept = async () => {
    if (!loggedIn) {
      void loginHere()
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
    <Screen load={inviter}>
      {inviter.data && <AcceptCard inviter={inviter.data} accepted={accepted} accepting={accepting} onAccept={() => void accept()} />}
    </Screen>
  )
}

/** My invitation: card with QR code and invite code, link to copy, poster. */
function Share() {
  const { me, assets } = useMyInvite(getCurrentUser)
  const data = me.data
  return (
    <Screen load={me}>
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
    </Screen>
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
  const mine = useLoad(Boolean(token && code) && ['invite', 'summary'], getInviteSummary)
  if (code) {
    if (token && !mine.data && !mine.error) return <Screen load={mine} />
    if (!token || mine.data?.inviteCode !== code) return <Accept code={code} loggedIn={Boolean(token)} />
  }
  if (!token) {
    return <Screen login='登录后生成你的专属邀请' />
  }
  return <Share />
}
