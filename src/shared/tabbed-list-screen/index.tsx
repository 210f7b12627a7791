import { useState, type ReactNode } from 'react'
import type { Page } from '@api/common'
import { View } from '@tarojs/components'
import type { PagedDef } from '@/core/query'
import { PagedListView, usePagedList, type PageLoader } from '@/shared/paged-list'
import { PullRefresh } from '@/shared/pull-refresh'
import { Screen } from '@/shared/screen'
import { Tabs } from '@/shared/tabs'
import { useLoad, type QueryKey } from '@/shared/use-load'

export interface ListTab<V> {
  value: V
  label: string
  /** What an empty list of this tab says. */
  emptyText: string
}

/** Totals above the tabs (invitations made, points earned), read and refreshed with the list. */
export interface ListSummary<S> {
  load: () => Promise<S>
  render: (summary: S) => ReactNode
}

/**
 * A tab that lists other records than the rest (the orders' 售后 tab: after-sale requests, not
 * orders): its own read, rows and empty action. Made with `tabRows(def, renderItem)`, which keeps
 * the row type between the definition and the renderer.
 */
export interface TabRows {
  key: QueryKey
  load: PageLoader<unknown>
  renderItem: (item: unknown) => ReactNode
  /** What an empty list of this tab offers (none unless given: the screen's `emptyAction` is for its own rows). */
  emptyAction?: ReactNode
  /** Page 1 is kept on the device (the definition's `keep`). */
  keep?: boolean
}

/** A tab's own rows, read by a paged definition of no arguments. */
export function tabRows<R>(def: PagedDef<[], R>, renderItem: (item: R) => ReactNode, emptyAction?: ReactNode): TabRows {
  return { key: def.key(), load: (pageNo, pageSize) => def.page(pageNo, pageSize), renderItem: (item) => renderItem(item as R), emptyAction, keep: Boolean(def.keep?.()) }
}

export interface TabbedListScreenProps<T, V extends string | number, S = never> {
  /**
   * Names the records in the data cache, area first (`['charging', 'orders']`): each tab's list
   * and the summary sit below it, so a write that invalidates the area reads them again.
   */
  cacheKey: QueryKey
  /** What logging in shows; a guest sees it and no call is made. */
  loginText: string
  tabs: readonly ListTab<V>[]
  /** The tab shown first (a link's `status`); the first tab when absent or not one of them. */
  initialTab?: V
  /** One page of a tab's rows (undefined when the request layer swallowed the failure). */
  load: (tab: V, pageNo: number, pageSize: number) => Promise<Page<T> | undefined>
  renderItem: (item: T) => ReactNode
  /** Tabs whose rows are other records, each read and drawn by its own (`load` and `renderItem` serve the rest). */
  ownRows?: Partial<Record<V, TabRows>>
  /** Row identity when rows of one list may share an id. */
  keyOf?: (item: T) => string | number
  /** Anything else the rows depend on (a filter below the tabs): a new value reads page 1 again. */
  listKey?: string
  look?: 'line' | 'pill'
  /** Names the tab list for screen readers. */
  label?: string
  summary?: ListSummary<S>
  /** Under the tabs, above the rows: a second filter. */
  filter?: ReactNode
  /** The way to make the first row, offered on an empty list. */
  emptyAction?: ReactNode
  /** Fixed under the list: the screen's own actions (give the list `className` room for it). */
  bar?: ReactNode
  /** Pull-down reads page 1 (and the summary) again: only where the route has `refresh` (src/routes.ts). */
  pullRefresh?: boolean
  /**
   * Each tab's page 1 is kept on the device and shown when its read fails (my orders on a weak
   * network; see `Keep` in @/core/query). Only for the viewer's own records.
   */
  keep?: boolean
  className?: string
  listClassName?: string
}

/** The tabs and their lists without the frame, for a screen that has its own (a header read first). */
export function TabbedList<T, V extends string | number, S>(props: Omit<TabbedListScreenProps<T, V, S>, 'loginText'>) {
  const { tabs, summary, initialTab } = props
  const [tab, setTab] = useState<V>(() => tabs.find((t) => t.value === initialTab)?.value ?? tabs[0].value)
  const totals = useLoad<S>(Boolean(summary) && [...props.cacheKey, 'summary'], () => summary!.load())
  // One list hook whatever the tab: a tab with its own rows swaps its key and loader in, so
  // switching tabs starts that list over like any other tab.
  const own = props.ownRows?.[tab]
  const list = usePagedList<unknown>(own ? own.load : (pageNo, pageSize) => props.load(tab, pageNo, pageSize), {
    key: own ? own.key : [...props.cacheKey, tab, props.listKey ?? ''],
    reachBottom: true,
    keyOf: own ? undefined : (props.keyOf as ((item: unknown) => string | number) | undefined),
    keep: own ? own.keep : props.keep,
  })
  const renderItem = own ? own.renderItem : (props.renderItem as (item: unknown) => ReactNode)
  const refresh = () => Promise.all([list.refresh(), summary && totals.reload()]).then(() => undefined)
  const current = tabs.find((t) => t.value === tab) ?? tabs[0]
  const body = (
    <>
      {summary && totals.data !== undefined && summary.render(totals.data)}
      <Tabs look={props.look} label={props.label} tabs={tabs} value={tab} onChange={setTab} />
      {props.filter}
      <PagedListView list={list} className={props.listClassName} emptyText={current.emptyText} emptyAction={own ? own.emptyAction : props.emptyAction} renderItem={renderItem} />
    </>
  )
  return (
    <View className={props.className}>
      {props.pullRefresh ? <PullRefresh onRefresh={refresh}>{body}</PullRefresh> : body}
      {props.bar}
    </View>
  )
}

/**
 * A screen of my records: tabs on top, a paged list per tab (pull-down refresh, more at the
 * bottom), a login prompt and no call for a guest. Back from a form that changed a row, the
 * list shows it: the form's write invalidated the area.
 */
export function TabbedListScreen<T, V extends string | number, S = never>(props: TabbedListScreenProps<T, V, S>) {
  return (
    <Screen login={props.loginText}>
      <TabbedList {...props} />
    </Screen>
  )
}
