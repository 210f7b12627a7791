import { keyText, type QueryKey } from './key'

/**
 * A read of the data cache defined once: the key it is filed under and the call that fetches
 * it, both from the same arguments. Screens read it with `useQuery(def, ...args)` and writes mark
 * it with `def.prefix` (or a wider area), so no key is spelled by hand anywhere else.
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
