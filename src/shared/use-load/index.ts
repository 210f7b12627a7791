import { useCallback, useEffect, useRef, useSyncExternalStore, type SetStateAction } from 'react'
import { useDidShow } from '@tarojs/taro'
import { ensureFresh, fetchQuery, keyText, readQuery, revalidate, setQueryData, watchQuery, type QueryDef, type QueryKey, type QueryState } from '@/core/query'

export type { QueryKey } from '@/core/query'

export interface Loaded<T> {
  data?: T
  error?: unknown
  /** A read is under way or about to start; what was shown stays in `data` meanwhile. */
  loading: boolean
  /**
   * The read failed and `data` is the answer kept on the device, read at this time (ms): the
   * frame says how old it is (a `keep` definition on a weak network).
   */
  keptAt?: number
}

const noKey = () => () => undefined
const IDLE: QueryState = { fetching: false, stale: false }

/** Never read (or forgotten) and no read started: a read is about to start. */
const isUnread = (text: string | null, state: QueryState) => text !== null && state.stale && state.data === undefined && !state.fetching && state.error === undefined

/** `next` is `last` with a read started and nothing else changed. */
const startedFrom = (last: QueryState, next: QueryState) =>
  next.fetching && next.stale === last.stale && next.data === last.data && next.error === last.error && next.keptAt === last.keptAt

/**
 * A screen's read of one entry of the data cache (`null`: none yet), with `fetcher` to read it:
 * read when the key is first shown and again when the cache forgot it (another account), when
 * older than `maxAge` or failed last time; shown again (Taro's page show, not the first), read
 * again if it went stale. `unread`: a read is about to start, or has started and `fetching` is not
 * shown yet (the screen shows loading either way).
 */
export function useQueryState<T>(text: string | null, fetcher: () => Promise<T>, maxAge?: number, keep?: boolean): QueryState<T> & { unread: boolean } {
  const subscribe = useCallback((listener: () => void) => (text === null ? noKey() : watchQuery(text, listener)), [text])
  const shown = useRef<{ text: string | null; state: QueryState<T> }>()
  const read = () => {
    const next = (text === null ? IDLE : readQuery(text)) as QueryState<T>
    const last = shown.current
    // The read of an entry shown as unread starting: the screen shows loading already, so it keeps
    // the state it had and is not rendered again for it (issue 42: on a first load that render
    // was a screen's whole tree, once per read, in the task that runs its effects).
    if (last && last.text === text && isUnread(text, last.state) && startedFrom(last.state, next)) return last.state
    shown.current = { text, state: next }
    return next
  }
  const state = useSyncExternalStore(subscribe, read, read)
  const unread = isUnread(text, state)
  // Counts the times the entry turned unread (first shown; forgotten, as for another account):
  // each asks for a read, and the answer's render, no longer unread, asks for nothing.
  const turned = useRef({ unread: false, times: 0 })
  if (unread !== turned.current.unread) turned.current = { unread, times: turned.current.times + (unread ? 1 : 0) }
  const asks = turned.current.times
  useEffect(() => {
    if (text !== null) ensureFresh(text, fetcher, maxAge, keep)
  }, [text, fetcher, maxAge, keep, asks])
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current && text !== null) revalidate(text)
    seen.current = true
  })
  return { ...state, unread }
}

/**
 * One read through the data cache (`@/core/query`): `key` names it across the app (area first:
 * `['service', 'order', id]`), `null` or `false` waits (for a token, an id). Screens that read
 * the same key share one request and one answer; a write elsewhere that invalidates it makes
 * every screen showing it read again. What was shown stays while a reload runs or fails.
 * `maxAge`: how long an answer stays fresh (a definition's; STALE_AFTER_MS when none says).
 */
export function useLoad<T>(key: QueryKey | null | false, call: () => Promise<T>, maxAge?: number, keep?: boolean) {
  const text = key ? keyText(key) : null
  const callRef = useRef(call)
  callRef.current = call
  const fetcher = useCallback(() => callRef.current(), [])
  const state = useQueryState<T>(text, fetcher, maxAge, keep)

  const reload = useCallback(() => (text === null ? Promise.resolve() : fetchQuery(text, fetcher, true)), [text, fetcher])
  /** Local edits of what was loaded (a like, a new count) without a reload. */
  const setData = useCallback(
    (next: SetStateAction<T | undefined>) => {
      if (text === null) return
      setQueryData<T>(text, (old) => (typeof next === 'function' ? (next as (o: T | undefined) => T | undefined)(old) : next))
    },
    [text],
  )

  const loaded: Loaded<T> = { data: state.data, error: state.error, loading: state.fetching || state.unread, keptAt: keptShown(state) }
  return { ...loaded, setData, reload }
}

/** When the answer shown is the device's copy because the read failed: the time it was read. */
export const keptShown = (state: QueryState): number | undefined => (state.error === undefined ? undefined : state.keptAt)

/**
 * `useLoad` for a read defined once (`defineQuery` in an entity or a feature): its key, its
 * call, how long its answers stay fresh and whether they are kept on the device, from the same
 * arguments; `null` arguments wait (for a token, an id).
 */
export function useQuery<A extends unknown[], T>(def: QueryDef<A, T>, args: A | null | false) {
  return useLoad<T>(args ? def.key(...args) : null, () => def.fetch(...(args as A)), def.maxAge, Boolean(args && def.keep?.(...args)))
}
