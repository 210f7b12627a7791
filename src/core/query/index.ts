import { tokenValueAtom } from '../session/state'
import { store } from '../store'
import { clearQueries, revalidateShown, subscribeQuery } from './store'
import { onWake } from './wake'

export { keyText, isUnder, type QueryKey } from './key'
export { AREA, defineQuery, definePaged, queryData, type QueryDef, type PagedDef, type PageFetch } from './define'
export { afterWrite, ensureFresh, fetchQuery, invalidate, keepShown, markStale, readQuery, revalidate, setQueryData, clearQueries, setQueryClock, resetQueriesForTests, STALE_AFTER_MS, type Mark, type QueryState } from './store'

let started = false

/**
 * Subscribes a screen to a read. The first subscription starts the cache's listeners: another
 * account forgets every read, and the app coming back reads again what went stale.
 */
export function watchQuery(key: string, listener: () => void): () => void {
  if (!started) {
    started = true
    store.sub(tokenValueAtom, () => clearQueries(Boolean(store.get(tokenValueAtom))))
    onWake(revalidateShown)
  }
  return subscribeQuery(key, listener)
}
