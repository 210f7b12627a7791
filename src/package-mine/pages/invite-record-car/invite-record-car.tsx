import { CAR_RECORDS, getRecommendResults, getRecommendStatistics, RecommendRecordItem, RecordsScreen } from '@/features/invite'
import { paths } from '@/routes'

const TABS = [
  { label: '全部', value: 0 },
  { label: '已留资', value: 1 },
  { label: '已试驾', value: 2 },
  { label: '已购车', value: 3 },
]

const stats = async () => {
  const s = await getRecommendStatistics()
  return [
    { label: '已推荐', value: s.inviteNum },
    { label: '已试驾', value: s.testDriveNum },
    { label: '已购车', value: s.purchaseNum },
    { label: '获得积分', value: s.rewardPoint },
  ]
}

/** The friends I recommended to buy a car and how far each got (spec §7 getRecommendResults). */
export default function InviteRecordCarPage() {
  return (
    <RecordsScreen
      cacheKey={CAR_RECORDS}
      loginText='登录后查看推荐购车记录'
      stats={stats}
      tabs={TABS}
      loadPage={(status, pageNo, pageSize) => getRecommendResults({ pageNo, pageSize, status: status || undefined })}
      renderItem={(r) => <RecommendRecordItem key={r.id} record={r} />}
      emptyText='还没有推荐记录'
      emptyAction={{ text: '去推荐好友', url: paths.inviteBuy() }}
    />
  )
}
