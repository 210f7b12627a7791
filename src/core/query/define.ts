import type { Page } from '@api/common'
import { keyText, type QueryKey } from './key'
import { fetchQuery, readQuery } from './store'

/**
 * The first part of every key of the data cache: one name per area of data. Every query
 * definition starts its key with one of these and every write marks one of them (or a key a
 * definition built), so no area is spelled by hand anywhere else and a write of one area can
 * mark another's reads (a test drive shows in the evaluations) without importing that feature.
 * Here, beside defineQuery, not in a file of its own: in H5 the two then share one chunk, which
 * every route's loader would otherwise name once more (about 1.3 KB of app script).
 */
export const AREA = {
  activity: 'activity',
  address: 'address',
  car: 'car',
  charging: 'charging',
  /** The community: posts, feeds, comments, members. */
  community: 'posts',
  config: 'config',
  creator: 'creator',
  dealer: 'dealer',
  display: 'display',
  evaluation: 'evaluation',
  /** Configured pages of floors (banners, goods, articles). */
  floor: 'floor',
  invite: 'invite',
  lottery: 'lottery',
  magazine: 'magazine',
  maintenance: 'maintenance',
  mall: 'mall',
  museum: 'museum',
  mutualHelp: 'mutual',
  occupation: 'occupation',
  otherCar: 'other-car',
  partner: 'partner',
  privacy: 'privacy',
  region: 'region',
  service: 'service',
  signIn: 'sign-in',
  survey: 'survey',
  teamPk: 'team-pk',
  /** The signed-in user: profile, medals, points. */
  user: 'user',
  warranty: 'warranty',
  welfare: 'welfare',
  yearlyReport: 'yearly-report',
} as const

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
  /**
   * How long (ms) an answer counts as fresh when its screen shows again or the app comes back;
   * STALE_AFTER_MS when not given. Shorter for what changes elsewhere with no write of ours to
   * mark it (a partner's points, credited by the dealer system).
   */
  maxAge?: number
  /** Whether the answer for these arguments is kept on the device (see Keep). */
  keep?: (...args: A) => boolean
}

/**
 * What screens show first and a user comes back to on a weak network (mine's figures, my orders):
 * the last answer is kept on the device for the person who read it (a week at most, the oldest
 * going first past 256 KB; core/query/keep.ts), shown at once when the screen opens, and kept on
 * screen with the frame's 网络不佳 line when the read fails. `true`, or which arguments (a season
 * read with a token, not a guest's): never a read of someone else's data that a link opens.
 */
export type Keep<A extends unknown[]> = boolean | ((...args: A) => boolean)

const keeping = <A extends unknown[]>(keep: Keep<A> | undefined) => (typeof keep === 'function' ? keep : keep ? () => true : undefined)

export function defineQuery<A extends unknown[], T>(
  key: (...args: A) => QueryKey,
  fetch: (...args: A) => Promise<T>,
  options: { maxAge?: number; keep?: Keep<A> } = {},
): QueryDef<A, T> {
  return { key, fetch, text: (...args) => keyText(key(...args)), maxAge: options.maxAge, keep: keeping(options.keep) }
}

/** One page of a paged read (undefined when the request layer swallowed the failure: spec §8). */
export type PageFetch<A extends unknown[], T> = (...args: [...A, pageNo: number, pageSize: number]) => Promise<Page<T> | undefined>

/**
 * A paged list defined once: the key its rows are filed under and the call that reads one page,
 * from the same arguments (a tab, a filter, an id) and then the page. Screens read it with
 * `usePagedQuery(def, args)`; writes mark it with `def.text(...args)` or a wider area.
 */
export interface PagedDef<A extends unknown[], T> {
  key: (...args: A) => QueryKey
  page: PageFetch<A, T>
  text: (...args: A) => string
  /** Whether page 1 for these arguments is kept on the device (defineQuery's Keep). */
  keep?: (...args: A) => boolean
}

export function definePaged<A extends unknown[], T>(key: (...args: A) => QueryKey, page: PageFetch<A, T>, options: { keep?: Keep<A> } = {}): PagedDef<A, T> {
  return { key, page, text: (...args) => keyText(key(...args)), keep: keeping(options.keep) }
}

/**
 * A defined read's answer for code outside a screen (a loader built on another read): the cached
 * answer while fresh, else one read through the cache, shared with any screen asking at once.
 * Rejects with the read's error.
 */
export function queryData<A extends unknown[], T>(def: QueryDef<A, T>, ...args: A): Promise<T> {
  const text = def.text(...args)
  const cached = readQuery<T>(text)
  if (cached.data !== undefined && !cached.stale && cached.error === undefined) return Promise.resolve(cached.data)
  // A promise chain, not async/await: the mini-program's ES5 build writes an async function out
  // as a state machine about twice the size, and this is in its main package.
  return fetchQuery(text, () => def.fetch(...args)).then(() => {
    const read = readQuery<T>(text)
    if (read.error !== undefined) throw read.error
    return read.data as T
  })
}
