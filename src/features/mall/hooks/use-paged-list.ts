import { useCallback, useEffect, useRef, useState } from 'react'
import type { Page } from '@api/common'
import { hasMore, mergePage } from '../paging'

export interface PagedList<T> {
  list: T[]
  /** First page on its way (nothing to show yet). */
  loading: boolean
  /** A later page on its way. */
  loadingMore: boolean
  /** The last load failed; `list` still holds what was shown before. */
  failed: boolean
  more: boolean
  total: number
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

/**
 * A paged list: page 1 replaces, later pages append (spec §4). `load` may reject or resolve
 * undefined (a swallowed failure); either way `failed` is set and the rows stay. `enabled`
 * false waits (e.g. until an id is known). A reload wins over a page still on its way. Pass
 * a stable `load` (useCallback): a new one starts the list over.
 */
export function usePagedList<T>(
  load: (pageNo: number) => Promise<Page<T> | undefined>,
  keyOf: (row: T) => string | number,
  enabled = true,
): PagedList<T> {
  const [list, setList] = useState<T[]>([])
  const [loading, setLoading] = useState(enabled)
  const [loadingMore, setLoadingMore] = useState(false)
  const [failed, setFailed] = useState(false)
  const [more, setMore] = useState(false)
  const [total, setTotal] = useState(0)
  const pageNo = useRef(0)
  const generation = useRef(0)
  const busy = useRef(false)
  const loadRef = useRef(load)
  loadRef.current = load
  const keyRef = useRef(keyOf)
  keyRef.current = keyOf

  const fetchPage = useCallback(async (next: number) => {
    const mine = next === 1 ? ++generation.current : generation.current
    busy.current = true
    if (next === 1) setLoading(true)
    else setLoadingMore(true)
    let page: Page<T> | undefined
    try {
      page = await loadRef.current(next)
    } catch {
      page = undefined
    }
    if (mine !== generation.current) return
    busy.current = false
    setLoading(false)
    setLoadingMore(false)
    if (!page) {
      setFailed(true)
      return
    }
    const got = page
    setFailed(false)
    pageNo.current = got.pageNo
    setList((current) => mergePage(current, got, keyRef.current))
    setMore(hasMore(got))
    setTotal(got.total)
  }, [])

  const reload = useCallback(() => fetchPage(1), [fetchPage])
  const loadMore = useCallback(async () => {
    if (busy.current || !more) return
    await fetchPage(pageNo.current + 1)
  }, [fetchPage, more])

  // A new loader is a new list (another tab, another item): start from an empty page 1.
  useEffect(() => {
    if (!enabled) return
    setList([])
    setMore(false)
    void fetchPage(1)
  }, [enabled, load, fetchPage])

  return { list, loading, loadingMore, failed, more, total, reload, loadMore }
}
