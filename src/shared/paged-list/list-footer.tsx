import type { PagedList } from './use-paged-list'
import './index.scss'

/** The end of a list: a page loading, a failed page to retry, more to load, or the end. */
export function ListFooter<T>({ list }: { list: PagedList<T> }) {
  if (list.loading || list.loadingMore) return <div className='paged-list-footer'>加载中…</div>
  if (list.moreError) {
    return (
      <button type='button' className='paged-list-footer paged-list-footer--error' onClick={list.retry}>
        加载失败，点击重试
      </button>
    )
  }
  if (list.hasMore) {
    // Reach-bottom loads it anyway; a tap serves whoever cannot or does not scroll.
    return (
      <button type='button' className='paged-list-footer paged-list-footer--action' onClick={list.loadMore}>
        {list.reachBottom ? '上拉加载更多' : '加载更多'}
      </button>
    )
  }
  return list.items.length ? <div className='paged-list-footer'>没有更多了</div> : null
}
