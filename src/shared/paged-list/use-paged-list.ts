import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { useReachBottom } from '@tarojs/taro'
import type { Page } from '@api/common'
import { hasMore as morePages, mergePage } from './merge'

export const PAGE_SIZE = 10

/** A page of rows, or undefined when the request layer swallowed the failure (spec §8). */
export type PageLoader<T> = (pageNo: number, pageSize: number) => Promise<Page<T> | undefined>

export interface PagedListOptions<T> {
  /** Names the query (an id, a tab, a filter): a new key starts over from an empty page 1. */
  key: string
  /** false waits (for an id, a token); true again loads page 1. */
  enabled?: boolean
  pageSize?: number
  /** Row identity for dropping repeats; rows carry `id` unless told otherwise. */
  keyOf?: (row: T) => string | number
  /** The page's reach-bottom (at the route's onReachBottomDistance) loads the next page. */
  reachBottom?: boolean
  /**
   * The spec swallows this call's failures (§8: no message): a failed page 1 is not an error
   * view but an empty list whose footer offers to try again, like a failed later page.
   */
  swallowed?: boolean
}

export interface PagedList<T> {
  items: T[]
  setItems: Dispatch<SetStateAction<T[]>>
  total: number
  setTotal: Dispatch<SetStateAction<number>>
  /** Page 1 on its way with nothing shown (first load, a new key). */
  loading: boolean
  /** A later page on its way. */
  loadingMore: boolean
  /** Page 1 failed with nothing shown: the error view (with `retry`) replaces the list. */
  error: unknown
  /** A later page failed (or, for a swallowed call, page 1): the footer offers `retry`. */
  moreError: boolean
  hasMore: boolean
  /** Whether reaching the bottom loads more (the footer says 上拉 rather than offering a tap). */
  reachBottom: boolean
  /** The next page; ignored while a page loads, after a failure and at the end. */
  loadMore: () => void
  /** The page that failed, again. */
  retry: () => void
  /** Page 1 again (pull-down refresh, after an edit); the rows stay until it answers. */
  refresh: () => Promise<void>
}

const byId = (row: unknown) => (row as { id: number }).id

/**
 * The one paged list (spec §4): page 1 replaces, later pages append, repeats are dropped, and
 * an answer to an older query or an older refresh never lands in the current list.
 */
export function usePagedList<T>(load: PageLoader<T>, options: PagedListOptions<T>): PagedList<T> {
  const { key, enabled = true, pageSize = PAGE_SIZE, reachBottom = false, swallowed = false } = options
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  // Until page 1 has been asked for, the list is loading, not empty: one that waits for
  // `enabled` (an id, the first paint) never flashes its empty text.
  const [loading, setLoading] = useState(true)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<unknown>()
  const [moreError, setMoreError] = useState(false)
  const [more, setMore] = useState(false)
  const pageNo = useRef(0)
  const shown = useRef(0)
  shown.current = items.length
  const generation = useRef(0)
  const busy = useRef(false)
  const loadRef = useRef(load)
  loadRef.current = load
  const keyOf = useRef(options.keyOf ?? byId)
  keyOf.current = options.keyOf ?? byId

  const fetchPage = useCallback(
    async (next: number) => {
      const mine = next === 1 ? ++generation.current : generation.current
      busy.current = true
      if (next > 1) setLoadingMore(true)
      let page: Page<T> | undefined
      let failure: unknown
      try {
        page = await loadRef.current(next, pageSize)
      } catch (e) {
        failure = e
      }
      if (mine !== generation.current) return
      busy.current = false
      setLoading(false)
      setLoadingMore(false)
      if (!page) {
        // Rows already shown stay (a failed refresh: the request layer has said why).
        if (next > 1 || swallowed) setMoreError(true)
        else if (shown.current === 0) setError(failure ?? new Error(''))
        return
      }
      const got = { ...page, pageNo: next }
      pageNo.current = next
      setItems((current) => mergePage(current, got, keyOf.current))
      setTotal(got.total)
      setMore(morePages({ ...got, pageSize: got.pageSize || pageSize }))
      setError(undefined)
      setMoreError(false)
    },
    [pageSize, swallowed],
  )

  const refresh = useCallback(() => fetchPage(1), [fetchPage])
  const loadMore = useCallback(() => {
    if (busy.current || !more || moreError) return
    void fetchPage(pageNo.current + 1)
  }, [fetchPage, more, moreError])
  const retry = useCallback(() => {
    if (busy.current) return
    setError(undefined)
    setMoreError(false)
    if (pageNo.current === 0) setLoading(true)
    void fetchPage(pageNo.current + 1)
  }, [fetchPage])

  useEffect(() => {
    if (!enabled) return
    // fetchPage(1) starts a new generation: answers for the old key are dropped.
    pageNo.current = 0
    setItems([])
    setMore(false)
    setError(undefined)
    setMoreError(false)
    setLoading(true)
    void fetchPage(1)
  }, [key, enabled, fetchPage])

  useReachBottom(() => {
    if (reachBottom) loadMore()
  })

  return { items, setItems, total, setTotal, loading, loadingMore, error, moreError, hasMore: more, reachBottom, loadMore, retry, refresh }
}
