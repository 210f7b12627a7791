import { useState, type ReactNode } from 'react'
import type { Page } from '@api/common'
import { Button } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { Screen } from '@/shared/screen'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Tabs, type Tab } from '@/shared/tabs'
import { useLoad, type QueryKey } from '@/shared/use-load'
import { StatsBar, type Stat } from './stats-bar'
import './records-screen.scss'

export interface RecordsScreenProps<T, F extends number> {
  /** Names these records in the data cache (`['invite', 'records']`). */
  cacheKey: QueryKey
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
  const stats = useLoad([...props.cacheKey, 'stats'], props.stats)
  const list = usePagedList<T>((pageNo, pageSize) => props.loadPage(filter, pageNo, pageSize), { key: [...props.cacheKey, filter], reachBottom: true })
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
  return <Screen login={props.loginText}><Records {...props} /></Screen>
}
