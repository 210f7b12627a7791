import { useToken } from '@/core/session'
import { InviteChoice, inviteSummaryQuery, StatsBar } from '@/features/invite'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { paths } from '@/routes'

const CHOICES = [
  { glyph: '邀', title: '邀请好友注册', desc: '好友接受邀请，你得 200 积分', url: paths.inviteFriend() },
  { glyph: '购', title: '推荐好友购车', desc: '好友留资、试驾、购车，奖励层层叠加', url: paths.inviteFriendCar() },
  { glyph: '荐', title: '直接推荐', desc: '替好友填写意向车型与门店', url: paths.inviteBuy() },
  { glyph: '记', title: '邀请记录', desc: '好友注册与购车进度', url: paths.inviteRecords() },
  { glyph: '果', title: '推荐购车记录', desc: '每一位被推荐好友的跟进状态', url: paths.inviteCarRecords() },
]

/** Choose what to invite a friend to, with what the invitations earned so far. */
export default function InviteNavPage() {
  const token = useToken()
  const summary = useQuery(inviteSummaryQuery, Boolean(token) && [])
  if (!token) {
    return <Screen login='登录后邀请好友，赢取积分奖励' />
  }
  const s = summary.data
  return (
    <Screen load={summary}>
      {s && (
        <StatsBar
          stats={[
            { label: '已邀请', value: s.invitedNum },
            { label: '已购车', value: s.purchasedNum },
            { label: '获得积分', value: s.rewardPoint },
          ]}
        />
      )}
      {CHOICES.map((c) => (
        <InviteChoice key={c.url} {...c} />
      ))}
    </Screen>
  )
}
