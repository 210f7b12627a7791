import { getInviteRecords, getInviteSummary, INVITE_RECORDS, InviteRecordItem, RecordsScreen } from '@/features/invite'
import { paths } from '@/routes'

const TABS = [
  { label: '注册邀请', value: 1 as const },
  { label: '购车邀请', value: 2 as const },
]

const stats = async () => {
  const s = await getInviteSummary()
  return [
    { label: '已邀请', value: s.invitedNum },
    { label: '已购车', value: s.purchasedNum },
    { label: '获得积分', value: s.rewardPoint },
  ]
}

/** My invitations, paged, with pull-down refresh and more at the bottom. */
export default function InviteRecordPage() {
  return (
    <RecordsScreen
      cacheKey={INVITE_RECORDS}
      loginText='登录后查看邀请记录'
      stats={stats}
      tabs={TABS}
      loadPage={(type, pageNo, pageSize) => getInviteRecords({ type, pageNo, pageSize })}
      renderItem={(r) => <InviteRecordItem key={r.id} record={r} />}
      emptyText='还没有邀请记录，快去邀请好友吧'
      emptyAction={{ text: '去邀请好友', url: paths.inviteFriend() }}
    />
  )
}
