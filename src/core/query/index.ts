import { getToken, tokenValueAtom } from '../session/state'
import { store } from '../store'
import { clearQueries, keepOnlyFor, readTokenWith, revalidateShown, subscribeQuery } from './store'
import { onWake } from './wake'

export { keyText, isUnder, type QueryKey } from './key'
export { AREA, defineQuery, definePaged, queryData, type Keep, type QueryDef, type PagedDef, type PageFetch } from './define'
export { afterWrite, ensureFresh, fetchQuery, forgetKept, invalidate, keepShown, markStale, readQuery, revalidate, setQueryData, clearQueries, setQueryClock, resetQueriesForTests, STALE_AFTER_MS, type Mark, type QueryState } from './store'

let started = false
// The answers kept on the device belong to the token's holder (core/query/keep.ts).
readTokenWith(getToken)

/**
 * Subscribes a screen to a read. The first subscription starts the cache's listeners: another
 * account forgets every read (and the answers kept on the device: signed out, all of them), and
 * the app coming back reads again what went stale.
 */
export function watchQuery(key: string, listener: () => void): () => void {
  if (!started) {
    started = true
    store.sub(tokenValueAtom, () => {
      const token = store.get(tokenValueAtom)
      clearQueries(Boolean(token))
      void keepOnlyFor(token)
    })
    onWake(revalidateShown)
  }
  return subscribeQuery(key, listener)
}
