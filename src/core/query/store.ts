import { withoutToast } from '../request/quiet'
import { isUnder } from './key'

/*
 * The one data cache: every read of every screen, keyed by text (key.ts). A module-level store
 * read through useSyncExternalStore (shared/use-load), so React and preact/compat see the same.
 * Concurrent reads of one key share one request; `invalidate` after a write marks what it
 * changed and reads it again for the screens that show it; an answer that an invalidation or a
 * newer read overtook is dropped.
 */

export interface QueryState<T = unknown> {
  data?: T
  /** The last read failed (what was shown stays in `data`). */
  error?: unknown
  /** A read is under way. */
  fetching: boolean
  /** Never read, invalidated, or older than STALE_AFTER_MS: the next show reads it again. */
  stale: boolean
  /**
   * `data` is the answer kept on the device (a `keep` read), read at this time (ms), not an answer
   * of this run of the app: shown while the read runs, and kept when it fails (a weak network).
   */
  keptAt?: number
}

/** How long an answer counts as fresh when its screen shows again or the app comes back. */
export const STALE_AFTER_MS = 30_000
/** Entries no screen shows any more are kept for going back, up to this many. */
const KEPT_UNUSED = 100

interface Entry {
  state: QueryState
  listeners: Set<() => void>
  fetcher?: () => Promise<unknown>
  inflight?: Promise<void>
  /** Bumped by every new read and every invalidation: older answers are dropped. */
  generation: number
  fetchedAt: number
  /** How long an answer counts as fresh (a paged list: until invalidated, or its pages would fold back to page 1). */
  maxAge: number
  /** Its answers are kept on the device (the definition's `keep`). */
  keep?: boolean
}

const IDLE: QueryState = { fetching: false, stale: true }
/** A kept read's failure the request layer swallowed (it answered nothing): the kept answer stays, with its line. */
const NO_ANSWER = new Error('')
const entries = new Map<string, Entry>()
let clock = () => Date.now()
/** Bumped when the cache is cleared: a kept answer looked up before is not shown after. */
let clears = 0
/** The device's copies, one step at a time (a write, a lookup, a drop), in the order asked. */
let keeping: Promise<unknown> = Promise.resolve()
/** Tests: bumped between tests, so a step one test left pending never runs in the next. */
let resets = 0
/** Whose answers these are: the session's token (index.ts wires it; the store imports no session). */
let getToken = () => ''

export function readTokenWith(read: () => string): void {
  getToken = read
}

/**
 * The kept answers' module, loaded on the first kept read: in H5 a chunk of its own, so the app
 * script carries none of it (the mini-program's build has it in the package already).
 */
function withKept<R>(step: (kept: typeof import('./keep')) => R): Promise<R | undefined> {
  const reset = resets
  // A step that failed (its chunk not fetched: offline) is skipped, never the ones after it.
  const done = keeping.then(() => (reset === resets ? import('./keep').then(step) : undefined)).catch(() => undefined)
  keeping = done
  return done
}

/** Tests: resolves when the device's copies are written (answers are kept after they are shown). */
export const keptSettled = (): Promise<unknown> => keeping

/** The account changed: the answers kept for anyone else go (at sign-out, all of them). */
export const keepOnlyFor = (token: string): Promise<unknown> => withKept((kept) => kept.keepOnlyFor(token))

/** A screen could not render an answer: none kept on the device comes back (it might be that one). */
export const forgetKept = (): Promise<unknown> => withKept((kept) => kept.dropKept())

/** Shows the kept answer of `key`, if any, while nothing else is shown. */
function showKept(key: string, entry: Entry): Promise<unknown> {
  const clear = clears
  return withKept((kept) => kept.readKept(key, getToken(), clock())).then((found) => {
    if (found && clear === clears && entry.state.data === undefined) update(entry, { data: found.data, keptAt: found.at })
  })
}

function entryOf(key: string): Entry {
  let entry = entries.get(key)
  if (!entry) {
    entry = { state: IDLE, listeners: new Set(), generation: 0, fetchedAt: 0, maxAge: STALE_AFTER_MS }
    entries.set(key, entry)
  }
  return entry
}

function update(entry: Entry, patch: Partial<QueryState>): void {
  entry.state = { ...entry.state, ...patch }
  entry.listeners.forEach((listener) => listener())
}

export function readQuery<T>(key: string): QueryState<T> {
  return (entries.get(key)?.state ?? IDLE) as QueryState<T>
}

export function subscribeQuery(key: string, listener: () => void): () => void {
  const entry = entryOf(key)
  entry.listeners.add(listener)
  return () => {
    entry.listeners.delete(listener)
    if (entry.listeners.size === 0) forgetUnused()
  }
}

function forgetUnused(): void {
  const unused = [...entries].filter(([, e]) => e.listeners.size === 0 && !e.inflight)
  for (const [key] of unused.slice(0, Math.max(0, unused.length - KEPT_UNUSED))) entries.delete(key)
}

/**
 * Reads `key` with `fetcher`, or joins the read already under way (`force`: a new read that
 * overtakes it, as a pull-down asks). Resolves when the read has settled, never rejects: the
 * failure is in the state. A read with nothing shown yet ends in the screen's error view when
 * it fails, so its requests do not toast as well.
 */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>, force = false): Promise<void> {
  const entry = entryOf(key)
  entry.fetcher = fetcher
  if (entry.inflight && !force) return entry.inflight
  const generation = ++entry.generation
  update(entry, { fetching: true })
  // A kept answer shown says the read failed itself (the screen's line): no toast either.
  const call = entry.state.data === undefined || entry.state.keptAt !== undefined ? () => withoutToast(fetcher) : fetcher
  // A kept read with nothing shown yet: the device's copy shows while it runs, and stays if it fails.
  const shown = entry.keep && entry.state.data === undefined ? showKept(key, entry) : undefined
  const answered = (data: T) => {
    if (generation !== entry.generation) return
    // An answer of nothing (a failure the request layer swallowed) does not replace a kept one.
    if (data === undefined && entry.state.keptAt !== undefined) return update(entry, { error: NO_ANSWER, fetching: false })
    entry.fetchedAt = clock()
    update(entry, { data, error: undefined, fetching: false, stale: false, keptAt: undefined })
    const token = getToken()
    // Written after it is shown, a step of its own: never in the way of the render.
    if (entry.keep && data !== undefined) void withKept((kept) => kept.writeKept(key, data, entry.fetchedAt, token))
  }
  const failed = (error: unknown) => {
    if (generation === entry.generation) update(entry, { error, fetching: false })
  }
  // Settled after the kept answer is looked up, so a failure finds it shown, not the error view.
  const settled = call().then(
    (data) => (data === undefined && shown ? shown.then(() => answered(data)) : answered(data)),
    (error: unknown) => (shown ? shown.then(() => failed(error)) : failed(error)),
  )
  const inflight = settled.finally(() => {
    if (entry.inflight === inflight) entry.inflight = undefined
  })
  entry.inflight = inflight
  return inflight
}

function isStale(entry: Entry): boolean {
  return entry.state.stale || clock() - entry.fetchedAt > entry.maxAge
}

/**
 * A screen starts showing `key`: read it if it was never read, is stale, or failed last time
 * (what was read before shows meanwhile). `maxAge` sets how long its answers stay fresh; a
 * screen that gives none leaves the one given before (its definition's), else STALE_AFTER_MS.
 */
export function ensureFresh<T>(key: string, fetcher: () => Promise<T>, maxAge?: number, keep?: boolean): void {
  const entry = entryOf(key)
  entry.fetcher = fetcher
  if (maxAge !== undefined) entry.maxAge = maxAge
  if (keep) entry.keep = true
  if (!entry.inflight && (isStale(entry) || entry.state.error !== undefined)) void fetchQuery(key, fetcher)
}

/** Reads `key` again if it is stale (a page shown again). */
export function revalidate(key: string): void {
  const entry = entries.get(key)
  if (entry?.fetcher && !entry.inflight && isStale(entry)) void fetchQuery(key, entry.fetcher)
}

/** Reads again every stale entry a screen shows (the app came back, the network returned). */
export function revalidateShown(): void {
  for (const [key, entry] of entries) if (entry.listeners.size > 0) revalidate(key)
}

/**
 * Every read at or below `prefix` is stale, and a read under way for one is overtaken (its answer
 * predates the write); `readNow` says which are read again at once, the others when next shown.
 */
function markUnder(prefix: string, readNow: (entry: Entry, wasReading: boolean) => boolean): void {
  for (const [key, entry] of entries) {
    if (!isUnder(key, prefix)) continue
    const wasReading = entry.inflight !== undefined
    entry.generation++
    entry.inflight = undefined
    update(entry, { stale: true, fetching: false })
    if (entry.fetcher && readNow(entry, wasReading)) void fetchQuery(key, entry.fetcher)
  }
}

/**
 * After a write: every read at or below `prefix` is stale; the ones a screen shows are read
 * again now (what they show stays until the answer comes), the others when next shown. A read
 * under way for them is overtaken: its answer predates the write.
 */
export function invalidate(prefix: string): void {
  markUnder(prefix, (entry) => entry.listeners.size > 0)
}

/**
 * After a write: every read at or below `prefix` is stale and read again when next shown, but a
 * screen showing one now keeps what it shows. For what the acting screen has already edited in
 * place (a comment it put at the top of its list): reading that list again now would fold it back
 * to page 1 and move the comment to where the server sorts it, under the user's eyes. A read
 * under way is overtaken and read again, as by invalidate.
 */
export function markStale(prefix: string): void {
  markUnder(prefix, (_entry, wasReading) => wasReading)
}

/** What a write marks: a prefix to invalidate, or one whose shown reads stay as they are (keepShown). */
export type Mark = string | { readonly keepShown: string }

/** A mark that leaves the reads a screen shows now as they are (see markStale). */
export const keepShown = (prefix: string): Mark => ({ keepShown: prefix })

/** After a write succeeds: marks what it changed (see invalidate), then gives the write's answer. */
export async function afterWrite<T>(write: Promise<T>, ...changed: Mark[]): Promise<T> {
  const answer = await write
  changed.forEach((mark) => (typeof mark === 'string' ? invalidate(mark) : markStale(mark.keepShown)))
  return answer
}

/** A local edit of what was read (a like, a removed row), shown at once without a request. */
export function setQueryData<T>(key: string, next: (old: T | undefined) => T | undefined): void {
  const entry = entryOf(key)
  update(entry, { data: next(entry.state.data as T | undefined) })
}

/**
 * Everything forgotten (the account changed). Signed in as someone (`tell`), the screens showing
 * a read see it unread and read it again as the new account. Signed out, they are not told:
 * their login gates close as the token goes, and a screen about to close must not read first;
 * one that renders again finds its reads unread.
 */
export function clearQueries(tell = true): void {
  clears++
  for (const [key, entry] of entries) {
    entry.generation++
    entry.inflight = undefined
    entry.fetchedAt = 0
    entry.state = IDLE
    if (entry.listeners.size === 0) entries.delete(key)
    else if (tell) entry.listeners.forEach((listener) => listener())
  }
}

/** Tests: each test starts with an empty cache, whatever the one before left mounted. */
export function resetQueriesForTests(): void {
  entries.clear()
  clock = () => Date.now()
  clears++
  resets++
  keeping = Promise.resolve()
}

/** Tests: a clock to step staleness with. */
export function setQueryClock(now: () => number): void {
  clock = now
}
