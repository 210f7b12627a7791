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

/**
 * A screen's read of one entry of the data cache (`null`: none yet), with `fetcher` to read it:
 * read when the key is first shown and again when the cache forgot it (another account), when
 * older than `maxAge` or failed last time; shown again (Taro's page show, not the first), read
 * again if it went stale. `unread`: a read is about to start.
 */
export function useQueryState<T>(text: string | null, fetcher: () => Promise<T>, maxAge?: number, keep?: boolean): QueryState<T> & { unread: boolean } {
  const subscribe = useCallback((listener: () => void) => (text === null ? noKey() : watchQuery(text, listener)), [text])
  const read = () => (text === null ? IDLE : readQuery(text)) as QueryState<T>
  const state = useSyncExternalStore(subscribe, read, read)
  const unread = text !== null && state.stale && state.data === undefined && !state.fetching && state.error === undefined
  useEffect(() => {
    if (text !== null) ensureFresh(text, fetcher, maxAge, keep)
  }, [text, fetcher, maxAge, keep, unread])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && text !== null) revalidate(text)
    shown.current = true
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
