import { getNativeBridge } from './bridge'
import { purgeExpiredCache } from './cache'
import { installDebugHandle } from './debug/e2e-handle'
import { restoreSavedLocation } from './location/state'
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

/**
 * The app's start-up, called once from app.tsx before pages mount: purges expired cache
 * entries, restores the session (storage, page query or native bridge; a token in the H5
 * address bar is stripped synchronously, before the router reads the URL), and on type=1
 * restores the saved location and current position (a dealer page with type=1 also brings
 * back its selected dealer: features/dealer/use-restore.ts).
 */
export function initRuntime(query: LandingQuery = landingQuery(), now: number = Date.now()): Promise<RuntimeStart> {
  purgeExpiredCache(now)
  const restoring = restoreSession({ runtime: currentRuntime(), query, bridge: getNativeBridge() })
  markSessionRestoring(restoring)
  const restoredLocation = query.type === '1' ? Object.values(restoreSavedLocation()).some(Boolean) : false
  installDebugHandle(query)
  return restoring.then((tokenSource) => ({ tokenSource, restoredLocation }))
}
