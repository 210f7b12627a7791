import { useState } from 'react'
import { Button } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import {
  FilterTabs, getRecommendResults, getRecommendStatistics, RecommendRecordItem, RecordList, StatsBar,
  usePagedList,
} from '@/features/invite'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { PullRefresh } from '@/shared/pull-refresh'
import { useLoad } from '@/shared/use-load'
import { paths } from '@/routes'

const TABS = [
  { label: '全部', value: 0 },
  { label: '已留资', value: 1 },
  { label: '已试驾', value: 2 },
  { label: '已购车', value: 3 },
]

function Results() {
  const [status, setStatus] = useState(0)
  const stats = useLoad(() => getRecommendStatistics(), 'stats')
  const { list, refresh, retry } = usePagedList(
    (pageNo, pageSize) => getRecommendResults({ pageNo, pageSize, status: status || undefined }),
    String(status),
  )
  const s = stats.data
  return (
    <PullRefresh onRefresh={() => Promise.all([stats.reload(), refresh()])}>
      {s && (
        <StatsBar
          stats={[
            { label: '已推荐', value: s.inviteNum },
            { label: '已试驾', value: s.testDriveNum },
            { label: '已购车', value: s.purchaseNum },
            { label: '获得积分', value: s.rewardPoint },
          ]}
        />
      )}
      <FilterTabs tabs={TABS} value={status} onChange={setStatus} />
      <RecordList
        list={list}
        empty='还没有推荐记录'
        onRetry={retry}
        emptyAction={
          <Button className='record-list__retry' onClick={() => void openPage(paths.inviteBuy())}>
            去推荐好友
          </Button>
        }
        renderItem={(r) => <RecommendRecordItem key={r.id} record={r} />}
      />
    </PullRefresh>
  )
}

/** The friends I recommended to buy a car and how far each got (spec §7 getRecommendResults). */
export default function InviteRecordCarPage() {
  const token = useToken()
  return <PageShell>{token ? <Results /> : <LoginPrompt text='登录后查看推荐购车记录' />}</PageShell>
}
