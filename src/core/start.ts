import Taro from '@tarojs/taro'
import { getNativeBridge } from './bridge'
import { purgeExpiredCache } from './cache'
import { installDebugHandle } from './debug/e2e-handle'
import { restoreSavedLocation } from './location/state'
import { currentRuntime } from './runtime'
import { parseQuery } from './navigation'
import { markSessionRestoring } from './session/ready'
import { restoreSession, type TokenSource } from './session/restore'

export type LandingQuery = Record<string, string | undefined>

/** Query of the landing page: the H5 address bar, or the mini-program's launch options. */
export function landingQuery(): LandingQuery {
  if (process.env.TARO_ENV === 'h5') return typeof window === 'undefined' ? {} : parseQuery(window.location.search)
  try {
    return (Taro.getLaunchOptionsSync().query ?? {}) as LandingQuery
  } catch {
    return {}
  }
}

export interface RuntimeStart {
  tokenSource: TokenSource
  /** Whether a type=1 landing restored saved location data. */
  restoredLocation: boolean
}

/**
 * The app's start-up, called once from app.tsx before pages mount: purges expired cache
 * entries, restores the session (storage, page query or native bridge; a token in the H5
 * address bar is stripped synchronously, before the router reads the URL), and on type=1
 * restores the saved location, current position and selected dealer.
 */
export function initRuntime(query: LandingQuery = landingQuery(), now: number = Date.now()): Promise<RuntimeStart> {
  purgeExpiredCache(now)
  const restoring = restoreSession({ runtime: currentRuntime(), query, bridge: getNativeBridge() })
  markSessionRestoring(restoring)
  const restoredLocation = query.type === '1' ? Object.values(restoreSavedLocation()).some(Boolean) : false
  installDebugHandle(query)
  return restoring.then((tokenSource) => ({ tokenSource, restoredLocation }))
}
