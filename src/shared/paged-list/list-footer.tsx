import type { PagedList } from './use-paged-list'
import './index.scss'

interface Props<T> {
  list: PagedList<T>
  /**
   * A list inside a row (a comment's replies): small and left-aligned, its page 1 failing is
   * told here too (there is no state view to replace it), and its end goes unsaid.
   */
  nested?: boolean
  /** The tap that loads the next page, when a plain 加载更多 says too little (查看更多回复). */
  moreText?: string
}

/** The end of a list: a page loading, a failed page to retry, more to load, or the end. */
export function ListFooter<T>({ list, nested = false, moreText }: Props<T>) {
  const cls = nested ? 'paged-list-footer paged-list-footer--nested' : 'paged-list-footer'
  if (list.loading || list.loadingMore) return <div className={cls}>加载中…</div>
  if (list.moreError || (nested && list.error)) {
    return (
      <button type='button' className={`${cls} paged-list-footer--error`} onClick={list.retry}>
        加载失败，点击重试
      </button>
    )
  }
  if (list.hasMore) {
    // Reach-bottom loads it anyway; a tap serves whoever cannot or does not scroll.
    return (
      <button type='button' className={`${cls} paged-list-footer--action`} onClick={list.loadMore}>
        {moreText ?? (list.reachBottom ? '上拉加载更多' : '加载更多')}
      </button>
    )
  }
  return list.items.length && !nested ? <div className={cls}>没有更多了</div> : null
}
