import { useState } from 'react'
import type { LotteryRecord } from '@api/activity'
import { PagedListView } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Screen } from '@/shared/screen'
import { useLotteryRecords } from '../hooks'
import { ClaimSheet, type AddressChooser } from './claim-sheet'
import { WinCard } from './win-card'
import './records-screen.scss'

function Wins({ Chooser }: { Chooser: AddressChooser }) {
  const list = useLotteryRecords()
  const [claiming, setClaiming] = useState<LotteryRecord | null>(null)
  return (
    <>
      <PullRefresh onRefresh={list.refresh}>
        <PagedListView
          className='win-list'
          list={list}
          emptyText='还没有中奖记录，去参加抽奖活动试试手气吧'
          renderItem={(r) => <WinCard key={r.id} record={r} onClaim={setClaiming} />}
        />
      </PullRefresh>
      <ClaimSheet record={claiming} Chooser={Chooser} onClose={() => setClaiming(null)} onRefused={() => void list.refresh()} />
    </>
  )
}

/** 我的中奖记录: my wins of every activity, newest first; claim a physical prize, copy a code. */
export function LotteryRecordsScreen({ Chooser }: { Chooser: AddressChooser }) {
  return (
    <Screen login='登录后查看中奖记录'>
      <Wins Chooser={Chooser} />
    </Screen>
  )
}
