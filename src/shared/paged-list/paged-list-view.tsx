import type { ReactNode } from 'react'
import { KeptLine } from '../page-shell/kept-line'
import { Staged } from '../when-visible'
import { ListFooter } from './list-footer'
import { ListState } from './list-state'
import type { PagedList } from './use-paged-list'

export interface PagedListViewProps<T> {
  list: PagedList<T>
  renderItem: (item: T) => ReactNode
  emptyText: string
  emptyAction?: ReactNode
  className?: string
}

/** A paged list with its first-load, failure, empty and end-of-list states. */
export function PagedListView<T>({ list, renderItem, emptyText, emptyAction, className }: PagedListViewProps<T>) {
  const nothing = list.items.length === 0
  // The rows are the device's copy (page 1 failed on a weak network): how old, as the frame says it.
  const kept = <KeptLine at={list.keptAt} />
  if (nothing && (list.loading || list.error || (!list.hasMore && !list.moreError))) {
    return (
      <>
        {kept}
        <ListState loading={list.loading} error={list.error} empty emptyText={emptyText} emptyAction={emptyAction} onRetry={list.retry} />
      </>
    )
  }
  // H5: a row a task (Staged), the footer last, so it is not pushed down as the rows come: a
  // page of 10 to 20 rows at once was one task of 13 to 18 ms at 1x on a cold start (issue 42).
  return (
    <div className={className}>
      {kept}
      <Staged>{[...list.items.map(renderItem), <ListFooter key='footer' list={list} />]}</Staged>
    </div>
  )
}
