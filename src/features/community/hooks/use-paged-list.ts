import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { Page } from '@api/common'

export const PAGE_SIZE = 10

export interface PagedList<T extends { id: number }> {
  items: T[]
  setItems: Dispatch<SetStateAction<T[]>>
  total: number
  setTotal: Dispatch<SetStateAction<number>>
  /** First page loading (the list is empty meanwhile). */
  loading: boolean
  /** A later page loading. */
  loadingMore: boolean
  /** The first page failed (the page shows an error view with retry). */
  error: unknown
  /** A later page failed (the list footer offers a retry). */
  moreError: boolean
  hasMore: boolean
  /** Next page, from reach-bottom; does nothing while a page loads or after a failure. */
  loadMore: () => void
  /** Next page after a failure, from the footer's retry. */
  retryMore: () => void
  reload: () => void
}

/**
 * A paged list: page 1 replaces the list, later pages append (spec §4). A reload or a change of
 * `key` drops answers of the pages asked for before it, so a slow old answer never lands in a
 * new list. `enabled` false waits (e.g. for an id).
 */
export function usePagedList<T extends { id: number }>(fetchPage: (pageNo: number) => Promise<Page<T>>, key: string, enabled = true): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [pageNo, setPageNo] = useState(0)
  const [loading, setLoading] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [moreError, setMoreError] = useState(false)
  const generation = useRef(0)
  const busy = useRef(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(async (page: number) => {
    const mine = generation.current
    busy.current = true
    if (page === 1) setLoading(true)
    else setLoadingMore(true)
    try {
      const answer = await fetchRef.current(page)
      if (mine !== generation.current) return
      // Items added or removed here since page 1 shift the server's pages: skip repeats.
      setItems((old) => (page === 1 ? answer.list : [...old, ...answer.list.filter((n) => !old.some((o) => o.id === n.id))]))
      setTotal(answer.total)
      setPageNo(page)
      setError(null)
      setMoreError(false)
    } catch (e) {
      if (mine !== generation.current) return
      if (page === 1) setError(e)
      else setMoreError(true)
    } finally {
      if (mine === generation.current) {
        busy.current = false
        setLoading(false)
        setLoadingMore(false)
      }
    }
  }, [])

  const reload = useCallback(() => {
    generation.current += 1
    setItems([])
    setPageNo(0)
    setMoreError(false)
    void load(1)
  }, [load])

  useEffect(() => {
    if (enabled) reload()
  }, [key, enabled, reload])

  const hasMore = pageNo > 0 && items.length < total
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || moreError) return
    void load(pageNo + 1)
  }, [hasMore, moreError, load, pageNo])
  const retryMore = useCallback(() => {
    if (busy.current || !hasMore) return
    setMoreError(false)
    void load(pageNo + 1)
  }, [hasMore, load, pageNo])

  return { items, setItems, total, setTotal, loading, loadingMore, error, moreError, hasMore, loadMore, retryMore, reload }
}
