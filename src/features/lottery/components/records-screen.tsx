import { useState } from 'react'
import { Text } from '@tarojs/components'
import type { LotteryRecord } from '@api/activity'
import { confirmAction } from '@/shared/confirm'
import { PagedListView } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Screen } from '@/shared/screen'
import { Tabs } from '@/shared/tabs'
import { useWrite } from '@/shared/use-write'
import { confirmReceipt } from '../api'
import { useLotteryRecords } from '../hooks'
import { PRIZE_RULE_TEXT } from '../prize-rules'
import { RECORD_TABS, type RecordFilter } from '../status'
import { ClaimSheet, type AddressChooser } from './claim-sheet'
import { WinCard } from './win-card'
import './records-screen.scss'

function Wins({ Chooser }: { Chooser: AddressChooser }) {
  const [filter, setFilter] = useState<RecordFilter>('all')
  const list = useLotteryRecords(filter)
  const [claiming, setClaiming] = useState<LotteryRecord | null>(null)
  // The confirmation marks the lottery's reads: the list reads again and shows it received.
  const receive = useWrite(confirmReceipt, { done: '已确认收货' })
  const confirm = async (r: LotteryRecord) => {
    const ok = await confirmAction({ title: '确认收货', content: `请确认已收到「${r.prizeName}」，确认后不可撤销`, confirmText: '确认收货' })
    // Refused (the request layer said why): read the list again to show where the prize stands.
    if (ok && !(await receive.run(r.id))) await list.refresh()
  }
  const current = RECORD_TABS.find((t) => t.value === filter) ?? RECORD_TABS[0]
  return (
    <>
      <Tabs label='中奖记录状态' tabs={RECORD_TABS} value={filter} onChange={setFilter} />
      <PullRefresh onRefresh={list.refresh}>
        <Text className='win-rule'>{PRIZE_RULE_TEXT}</Text>
        <PagedListView
          className='win-list'
          list={list}
          emptyText={current.emptyText}
          renderItem={(r) => (
            <WinCard key={r.id} record={r} onClaim={setClaiming} onConfirm={(x) => void confirm(x)} confirming={receive.pending?.[0] === r.id} />
          )}
        />
      </PullRefresh>
      <ClaimSheet record={claiming} Chooser={Chooser} onClose={() => setClaiming(null)} onRefused={() => void list.refresh()} />
    </>
  )
}

/** 我的中奖记录: my wins of every activity, newest first, by state; claim a physical prize, follow it, confirm it arrived; copy a code. */
export function LotteryRecordsScreen({ Chooser }: { Chooser: AddressChooser }) {
  return (
    <Screen login='登录后查看中奖记录'>
      <Wins Chooser={Chooser} />
    </Screen>
  )
}
