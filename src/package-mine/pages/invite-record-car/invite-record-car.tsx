import { getRecommendResults, getRecommendStatistics, RECORD_LIST_CLASS, RecommendRecordItem, RecordsAction, StatsBar, type Stat } from '@/features/invite'
import { paths } from '@/routes'
import { TabbedListScreen } from '@/shared/tabbed-list-screen'

const EMPTY = '还没有推荐记录'
const TABS = [
  { label: '全部', value: 0, emptyText: EMPTY },
  { label: '已留资', value: 1, emptyText: EMPTY },
  { label: '已试驾', value: 2, emptyText: EMPTY },
  { label: '已购车', value: 3, emptyText: EMPTY },
]

const SUMMARY = {
  key: 'recommend-statistics',
  load: async (): Promise<Stat[]> => {
    const s = await getRecommendStatistics()
    return [
      { label: '已推荐', value: s.inviteNum },
      { label: '已试驾', value: s.testDriveNum },
      { label: '已购车', value: s.purchaseNum },
      { label: '获得积分', value: s.rewardPoint },
    ]
  },
  render: (stats: Stat[]) => <StatsBar stats={stats} />,
}

/** The friends I recommended to buy a car and how far each got (spec §7 getRecommendResults). */
export default function InviteRecordCarPage() {
  return (
    <TabbedListScreen
      loginText='登录后查看推荐购车记录'
      summary={SUMMARY}
      look='pill'
      tabs={TABS}
      pullRefresh
      load={(status, pageNo, pageSize) => getRecommendResults({ pageNo, pageSize, status: status || undefined })}
      renderItem={(r) => <RecommendRecordItem key={r.id} record={r} />}
      listClassName={RECORD_LIST_CLASS}
      emptyAction={<RecordsAction text='去推荐好友' url={paths.inviteBuy()} />}
    />
  )
}
