import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { useReachBottom } from '@tarojs/taro'
import type { Page } from '@api/common'
import { fetchQuery, keyText, readQuery, setQueryData, type PagedDef, type QueryKey } from '@/core/query'
import { keptShown, useQueryState } from '../use-load'
import { hasMore as morePages, mergePage } from './merge'

export const PAGE_SIZE = 10

/** A page of rows, or undefined when the request layer swallowed the failure (spec §8). */
export type PageLoader<T> = (pageNo: number, pageSize: number) => Promise<Page<T> | undefined>

export interface PagedListOptions<T> {
  /**
   * Names the list in the data cache, area first (`['service', 'orders']`, a tab or filter
   * after): a new key starts over from page 1, and a write that invalidates it reads page 1 again.
   */
  key: QueryKey
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
  /** Page 1 is kept on the device (a definition's `keep`): shown at once, and when the read fails. */
  keep?: boolean
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
  /** Page 1 failed and the rows are the device's copy, read at this time (ms): the frame says how old. */
  keptAt?: number
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

/** What the cache holds for a list: the rows of the pages read so far. */
interface Rows<T> {
  items: T[]
  total: number
  pageNo: number
  more: boolean
  /** Which page-1 read these rows grew from: a later page of an older one is dropped. */
  round: number
}

/** Page 1 came back empty-handed: the request layer swallowed its failure. */
class NoPage extends Error {}

const NO_ROWS: never[] = []
const byId = (row: unknown) => (row as { id: number }).id
let rounds = 0

function rowsOf<T>(page: Page<T>, pageNo: number, pageSize: number, current: T[], keyOf: (row: T) => string | number) {
  const got = { ...page, pageNo }
  return { items: mergePage(current, got, keyOf), total: got.total, pageNo, more: morePages({ ...got, pageSize: got.pageSize || pageSize }) }
}

/**
 * The one paged list (spec §4), kept in the data cache: page 1 replaces, later pages append,
 * repeats are dropped, and a later page of an older read (a refresh, an invalidation, another
 * key meanwhile) never lands in the current list.
 */
export function usePagedList<T>(load: PageLoader<T>, options: PagedListOptions<T>): PagedList<T> {
  const { key, enabled = true, pageSize = PAGE_SIZE, reachBottom = false, swallowed = false, keep = false } = options
  const text = enabled ? keyText(key) : null
  const loadRef = useRef(load)
  loadRef.current = load
  const keyOf = useRef(options.keyOf ?? byId)
  keyOf.current = options.keyOf ?? byId
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  // The later page under way, if any: its answer is taken only while it is still the one.
  const busy = useRef<object | null>(null)

  const firstPage = useCallback(async (): Promise<Rows<T>> => {
    const page = await loadRef.current(1, pageSize)
    if (!page) throw new NoPage()
    return { ...rowsOf(page, 1, pageSize, [], keyOf.current), round: ++rounds }
  }, [pageSize])

  // A list is fresh until invalidated: read again by age, its pages would fold back to page 1.
  const state = useQueryState<Rows<T>>(text, firstPage, Infinity, keep)
  useEffect(() => {
    busy.current = null
    setLoadingMore(false)
    setMoreFailed(false)
  }, [text])

  const rows = state.data
  const refresh = useCallback(async () => {
    if (text === null) return
    setMoreFailed(false)
    await fetchQuery(text, firstPage, true)
  }, [text, firstPage])

  const nextPage = useCallback(async () => {
    if (text === null || !rows) return
    const mine = {}
    busy.current = mine
    setLoadingMore(true)
    const next = rows.pageNo + 1
    const page = await loadRef.current(next, pageSize).catch(() => undefined)
    // Another key, or a new page 1 meanwhile (a refresh, an invalidation): this page is dropped.
    if (busy.current !== mine) return
    busy.current = null
    setLoadingMore(false)
    if (readQuery<Rows<T>>(text).data?.round !== rows.round) return
    if (!page) return setMoreFailed(true)
    setQueryData<Rows<T>>(text, (d) => d && { ...d, ...rowsOf(page, next, pageSize, d.items, keyOf.current) })
  }, [text, rows, pageSize])

  const failedFirst = rows === undefined && state.error !== undefined && !state.fetching
  const moreError = moreFailed || (swallowed && failedFirst)
  const loadMore = useCallback(() => {
    if (busy.current || !rows?.more || moreError) return
    void nextPage()
  }, [rows, moreError, nextPage])
  const retry = useCallback(() => {
    if (busy.current) return
    setMoreFailed(false)
    if (rows) void nextPage()
    else if (text !== null) void fetchQuery(text, firstPage, true)
  }, [rows, text, nextPage, firstPage])

  const setItems = useCallback<Dispatch<SetStateAction<T[]>>>(
    (next) => text !== null && setQueryData<Rows<T>>(text, (d) => d && { ...d, items: typeof next === 'function' ? next(d.items) : next }),
    [text],
  )
  const setTotal = useCallback<Dispatch<SetStateAction<number>>>(
    (next) => text !== null && setQueryData<Rows<T>>(text, (d) => d && { ...d, total: typeof next === 'function' ? next(d.total) : next }),
    [text],
  )

  useReachBottom(() => {
    if (reachBottom) loadMore()
  })

  return {
    items: rows?.items ?? NO_ROWS,
    setItems,
    total: rows?.total ?? 0,
    setTotal,
    // Until page 1 has been asked for, the list is loading, not empty: one that waits for
    // `enabled` (an id, the first paint) never flashes its empty text.
    loading: rows === undefined && !failedFirst,
    loadingMore,
    error: failedFirst && !swallowed ? state.error : undefined,
    keptAt: keptShown(state),
    moreError,
    hasMore: rows?.more ?? false,
    reachBottom,
    loadMore,
    retry,
    refresh,
  }
}

/**
 * `usePagedList` for a list defined once (`definePaged` in an entity or a feature): its key and
 * its page call from the same arguments; `null` arguments wait (for an id, a token).
 */
export function usePagedQuery<A extends unknown[], T>(def: PagedDef<A, T>, args: A | null | false, options: Omit<PagedListOptions<T>, 'key' | 'enabled'> = {}): PagedList<T> {
  const ready = Boolean(args)
  const given = (args || []) as A
  const keep = ready && Boolean(def.keep?.(...given))
  return usePagedList<T>((pageNo, pageSize) => def.page(...given, pageNo, pageSize), { ...options, key: ready ? def.key(...given) : ['-'], enabled: ready, keep })
}
