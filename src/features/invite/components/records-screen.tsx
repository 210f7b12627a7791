import type { ReactNode } from 'react'
import type { Page } from '@api/common'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { TabbedListScreen } from '@/shared/tabbed-list-screen'
import type { Tab } from '@/shared/tabs'
import type { QueryKey } from '@/shared/use-load'
import { StatsBar, type Stat } from './stats-bar'
import './records-screen.scss'

export interface RecordsScreenProps<T, F extends number> {
  /** Shown to a guest instead of the records. */
  loginText: string
  /** Names these records in the data cache (`INVITE_RECORDS`). */
  cacheKey: QueryKey
  stats: () => Promise<Stat[]>
  tabs: Tab<F>[]
  loadPage: (filter: F, pageNo: number, pageSize: number) => Promise<Page<T>>
  renderItem: (item: T) => ReactNode
  emptyText: string
  /** The way to make the first record, offered on an empty list. */
  emptyAction: { text: string; url: string }
}

const renderStats = (stats: Stat[]) => <StatsBar stats={stats} />

/** My invitation records of one kind: totals, a filter, the paged list, pull-down refresh. */
export function RecordsScreen<T extends { id: number }, F extends number>(props: RecordsScreenProps<T, F>) {
  return (
    <TabbedListScreen
      loginText={props.loginText}
      cacheKey={props.cacheKey}
      summary={{ load: props.stats, render: renderStats }}
      look='pill'
      tabs={props.tabs.map((t) => ({ ...t, emptyText: props.emptyText }))}
      pullRefresh
      load={props.loadPage}
      renderItem={props.renderItem}
      listClassName='invite-record-list'
      emptyAction={
        <Button className='invite-record-list__retry' variant='primary' size='m' onClick={() => void openPage(props.emptyAction.url)}>
          {props.emptyAction.text}
        </Button>
      }
    />
  )
}
