import { getInviteRecords, getInviteSummary, InviteRecordItem, RECORD_LIST_CLASS, RecordsAction, StatsBar, type Stat } from '@/features/invite'
import { paths } from '@/routes'
import { TabbedListScreen } from '@/shared/tabbed-list-screen'

const EMPTY = '还没有邀请记录，快去邀请好友吧'
const TABS = [
  { label: '注册邀请', value: 1 as const, emptyText: EMPTY },
  { label: '购车邀请', value: 2 as const, emptyText: EMPTY },
]

const SUMMARY = {
  key: 'invite-summary',
  load: async (): Promise<Stat[]> => {
    const s = await getInviteSummary()
    return [
      { label: '已邀请', value: s.invitedNum },
      { label: '已购车', value: s.purchasedNum },
      { label: '获得积分', value: s.rewardPoint },
    ]
  },
  render: (stats: Stat[]) => <StatsBar stats={stats} />,
}

/** My invitations, paged, with pull-down refresh and more at the bottom. */
export default function InviteRecordPage() {
  return (
    <TabbedListScreen
      loginText='登录后查看邀请记录'
      summary={SUMMARY}
      look='pill'
      tabs={TABS}
      pullRefresh
      load={(type, pageNo, pageSize) => getInviteRecords({ type, pageNo, pageSize })}
      renderItem={(r) => <InviteRecordItem key={r.id} record={r} />}
      listClassName={RECORD_LIST_CLASS}
      emptyAction={<RecordsAction text='去邀请好友' url={paths.inviteFriend()} />}
    />
  )
}
