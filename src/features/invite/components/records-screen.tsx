import { useState, type ReactNode } from 'react'
import type { Page } from '@api/common'
import { Button } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Tabs, type Tab } from '@/shared/tabs'
import { useLoad } from '@/shared/use-load'
import { StatsBar, type Stat } from './stats-bar'
import './records-screen.scss'

export interface RecordsScreenProps<T, F extends number> {
  /** Shown to a guest instead of the records. */
  loginText: string
  stats: () => Promise<Stat[]>
  tabs: Tab<F>[]
  loadPage: (filter: F, pageNo: number, pageSize: number) => Promise<Page<T>>
  renderItem: (item: T) => ReactNode
  emptyText: string
  /** The way to make the first record, offered on an empty list. */
  emptyAction: { text: string; url: string }
}

function Records<T extends { id: number }, F extends number>(props: RecordsScreenProps<T, F>) {
  const { tabs, emptyAction } = props
  const [filter, setFilter] = useState<F>(tabs[0].value)
  const stats = useLoad(props.stats, 'stats')
  const list = usePagedList<T>((pageNo, pageSize) => props.loadPage(filter, pageNo, pageSize), { key: String(filter), reachBottom: true })
  return (
    <PullRefresh onRefresh={() => Promise.all([stats.reload(), list.refresh()])}>
      {stats.data && <StatsBar stats={stats.data} />}
      <Tabs look='pill' tabs={tabs} value={filter} onChange={setFilter} />
      <PagedListView
        list={list}
        className='invite-record-list'
        emptyText={props.emptyText}
        emptyAction={
          <Button className='invite-record-list__retry' onClick={() => void openPage(emptyAction.url)}>
            {emptyAction.text}
          </Button>
        }
        renderItem={props.renderItem}
      />
    </PullRefresh>
  )
}

/** My invitation records of one kind: totals, a filter, the paged list, pull-down refresh. */
export function RecordsScreen<T extends { id: number }, F extends number>(props: RecordsScreenProps<T, F>) {
  const token = useToken()
  return <PageShell>{token ? <Records {...props} /> : <LoginPrompt text={props.loginText} />}</PageShell>
}
