import { getNativeBridge } from './bridge'
import { installDebugHandle } from './debug/e2e-handle'
import { landingQuery, type LandingQuery } from './landing-query'
import { currentRuntime } from './runtime'
import { markSessionRestoring } from './session/ready'
import { restoreSession, type TokenSource } from './session/restore'

export { landingQuery, type LandingQuery } from './landing-query'

export interface RuntimeStart {
  tokenSource: TokenSource
  /** Whether a type=1 landing restored saved location data. */
  restoredLocation: boolean
}

/** How long after start-up the expired cache entries are purged: no first screen needs it. */
export const PURGE_DELAY_MS = 3000

/**
 * The app's start-up, called once from app.tsx before pages mount: restores the session (storage,
 * page query or native bridge; a token in the H5 address bar is stripped synchronously, before
 * the router reads the URL), and on type=1 restores the saved location and current position (a
 * dealer page with type=1 also brings back its selected dealer: features/dealer/use-restore.ts).
 * The location state and the cache are loaded when used, not with the app script: the location
 * only on type=1 (its atoms update whoever shows it), the cache purge a few seconds in.
 */
export function initRuntime(query: LandingQuery = landingQuery(), now: number = Date.now()): Promise<RuntimeStart> {
  const restoring = restoreSession({ runtime: currentRuntime(), query, bridge: getNativeBridge() })
  markSessionRestoring(restoring)
  const restoredLocation =
    query.type === '1' ? import('./location/state').then((state) => Object.values(state.restoreSavedLocation()).some(Boolean)) : Promise.resolve(false)
  installDebugHandle(query)
  void purgeCacheLater(now)
  return Promise.all([restoring, restoredLocation]).then(([tokenSource, restored]) => ({ tokenSource, restoredLocation: restored }))
}

/** Purges the cache entries expired at `now`, PURGE_DELAY_MS later; resolves when done. */
export function purgeCacheLater(now: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, PURGE_DELAY_MS))
    .then(() => import('./cache'))
    .then((cache) => void cache.purgeExpiredCache(now))
}
