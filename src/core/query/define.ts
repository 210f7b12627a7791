import { keyText, type QueryKey } from './key'
import { fetchQuery, readQuery } from './store'

/**
 * A read of the data cache defined once: the key it is filed under and the call that fetches
 * it, both from the same arguments. Screens read it with `useQuery(def, ...args)` and writes mark
 * it with `def.text(...args)` (or a wider area), so no key is spelled by hand anywhere else.
 */
export interface QueryDef<A extends unknown[], T> {
  key: (...args: A) => QueryKey
  fetch: (...args: A) => Promise<T>
  /** The key as the cache writes it: what `invalidate` and `afterWrite` take. */
  text: (...args: A) => string
}

export function defineQuery<A extends unknown[], T>(key: (...args: A) => QueryKey, fetch: (...args: A) => Promise<T>): QueryDef<A, T> {
  return { key, fetch, text: (...args) => keyText(key(...args)) }
}

/**
 * A defined read's answer for code outside a screen (a loader built on another read): the cached
 * answer while fresh, else one read through the cache, shared with any screen asking at once.
 * Rejects with the read's error.
 */
export async function queryData<A extends unknown[], T>(def: QueryDef<A, T>, ...args: A): Promise<T> {
  const text = def.text(...args)
  const cached = readQuery<T>(text)
  if (cached.data !== undefined && !cached.stale && cached.error === undefined) return cached.data
  await fetchQuery(text, () => def.fetch(...args))
  const read = readQuery<T>(text)
  if (read.error !== undefined) throw read.error
  return read.data as T
}
