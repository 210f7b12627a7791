import { useState } from 'react'
import { Button } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { FilterTabs, getInviteRecords, getInviteSummary, InviteRecordItem, RecordList, StatsBar, usePagedList } from '@/features/invite'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { PullRefresh } from '@/shared/pull-refresh'
import { useLoad } from '@/shared/use-load'
import { paths } from '@/routes'

const TABS = [
  { label: '注册邀请', value: 1 as const },
  { label: '购车邀请', value: 2 as const },
]

function Records() {
  const [type, setType] = useState<1 | 2>(1)
  const summary = useLoad(getInviteSummary, 'summary')
  const { list, refresh, retry } = usePagedList((pageNo, pageSize) => getInviteRecords({ type, pageNo, pageSize }), String(type))
  const s = summary.data
  return (
    <PullRefresh onRefresh={() => Promise.all([summary.reload(), refresh()])}>
      {s && (
        <StatsBar
          stats={[
            { label: '已邀请', value: s.invitedNum },
            { label: '已购车', value: s.purchasedNum },
            { label: '获得积分', value: s.rewardPoint },
          ]}
        />
      )}
      <FilterTabs tabs={TABS} value={type} onChange={setType} />
      <RecordList
        list={list}
        empty='还没有邀请记录，快去邀请好友吧'
        onRetry={retry}
        emptyAction={
          <Button className='record-list__retry' onClick={() => void openPage(paths.inviteFriend())}>
            去邀请好友
          </Button>
        }
        renderItem={(r) => <InviteRecordItem key={r.id} record={r} />}
      />
    </PullRefresh>
  )
}

/** My invitations, paged, with pull-down refresh and more at the bottom. */
export default function InviteRecordPage() {
  const token = useToken()
  return <PageShell>{token ? <Records /> : <LoginPrompt text='登录后查看邀请记录' />}</PageShell>
}
