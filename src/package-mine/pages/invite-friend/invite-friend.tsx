import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { isNotFound } from '@/core/request'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import {
  acceptInvite, AcceptCard, inviteCodeOf, inviterQuery, namesInvite, inviteSummaryQuery, ShareActions, ShareCard, useMyInvite,
} from '@/features/invite'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'

const BAD_LINK = '邀请链接无效或已失效，请向好友重新获取'

/** The friend's side: who invites, and accepting (after logging in when needed). */
function Accept({ code, loggedIn }: { code: string; loggedIn: boolean }) {
  const inviter = useQuery(inviterQuery, [code])
  const [accepted, setAccepted] = useState<string>()
  // A refusal (already accepted, own code...) is shown by the request layer.
  const accepting = useWrite(acceptInvite, { onDone: (answer) => setAccepted(answer.inviterName) })
  const accept = () => {
    if (!loggedIn) {
      void loginHere()
      return
    }
    void accepting.run(code)
  }
  // A well-formed code the server does not know: the link is bad, not the network.
  const unknown = isNotFound(inviter.error)
  return (
    <Screen missing={unknown && BAD_LINK} load={unknown ? undefined : inviter}>
      {inviter.data && <AcceptCard inviter={inviter.data} accepted={accepted} accepting={accepting.busy} onAccept={accept} />}
    </Screen>
  )
}

/** My invitation: card with QR code and invite code, link to copy, poster. */
function Share() {
  const { me, assets } = useMyInvite()
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
  const mine = useQuery(inviteSummaryQuery, Boolean(token && code) && [])
  // A link that names an invitation it does not carry well-formed says so: never the viewer's own page.
  if (!code && namesInvite(params)) return <Screen missing={BAD_LINK} />
  if (code) {
    if (token && !mine.data && !mine.error) return <Screen load={mine} />
    if (!token || mine.data?.inviteCode !== code) return <Accept code={code} loggedIn={Boolean(token)} />
  }
  if (!token) {
    return <Screen login='登录后生成你的专属邀请' />
  }
  return <Share />
}
