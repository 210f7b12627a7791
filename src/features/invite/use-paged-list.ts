import { useCallback, useEffect, useRef, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import type { Page } from '@api/common'

export const PAGE_SIZE = 10

export interface PagedList<T> {
  items: T[]
  total: number
  /** Last page loaded (0 before the first answer). */
  pageNo: number
  loading: boolean
  /** A failure of page 1 (shown instead of the list) or of a later page (shown at the end). */
  error?: unknown
  done: boolean
}

const EMPTY: PagedList<never> = { items: [], total: 0, pageNo: 0, loading: true, done: false }

/**
 * A paged list: page 1 replaces the list (first load, pull-down refresh, a new filter), later
 * pages append when the page reaches its bottom (onReachBottomDistance 50 in the page config).
 * `key` names the query; when it changes, the list starts over.
 */
export function usePagedList<T>(fetchPage: (pageNo: number, pageSize: number) => Promise<Page<T>>, key: string) {
  const [list, setList] = useState<PagedList<T>>(EMPTY)
  const current = useRef(list)
  current.current = list
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  // Answers to an older query (or an older refresh) must not land in the current list.
  const generation = useRef(0)
  const busy = useRef(false)

  const load = useCallback(async (pageNo: number) => {
    const gen = pageNo === 1 ? ++generation.current : generation.current
    busy.current = true
    setList((l) => ({ ...l, loading: true, error: undefined }))
    try {
      const page = await fetchRef.current(pageNo, PAGE_SIZE)
      if (gen !== generation.current) return
      setList((l) => {
        const items = pageNo === 1 ? page.list : [...l.items, ...page.list]
        return { items, total: page.total, pageNo, loading: false, done: items.length >= page.total || page.list.length === 0 }
      })
    } catch (error) {
      if (gen === generation.current) setList((l) => ({ ...l, loading: false, error }))
    } finally {
      if (gen === generation.current) busy.current = false
    }
  }, [])

  useEffect(() => {
    setList(EMPTY)
    void load(1)
  }, [key, load])

  const refresh = useCallback(() => load(1), [load])
  const more = useCallback(() => {
    const l = current.current
    if (!busy.current && !l.done && !l.error && l.pageNo > 0) void load(l.pageNo + 1)
  }, [load])
  /** After a failed page: page 1 again when nothing loaded yet, else the page that failed. */
  const retry = useCallback(() => {
    if (!busy.current) void load(current.current.pageNo + 1)
  }, [load])

  useReachBottom(more)
  return { list, refresh, more, retry }
}
