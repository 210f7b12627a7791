import type { NativeBridge } from '../bridge'
import { logError } from '../log'
import type { Runtime } from '../runtime'
import { getToken, setLoginFlag, setMiniProgram, setToken } from './state'

export type TokenSource = 'storage' | 'query' | 'bridge' | 'none'

export interface RestoreOptions {
  runtime: Runtime
  /** Query of the landing page (H5 address bar, or mini-program launch options). */
  query: Record<string, string | undefined>
  bridge: NativeBridge | null
}

const TOKEN_KEYS = ['access_token', 'token'] as const

export function tokenFromQuery(query: Record<string, string | undefined>): string {
  for (const key of TOKEN_KEYS) {
    const value = query[key]
    if (value) return value
  }
  return ''
}

/**
 * Removes token parameters from the H5 address bar so they do not end up in history,
 * bookmarks, screenshots or a Referer. replaceState keeps the router's state entry.
 */
export function stripTokenFromAddressBar(): void {
  if (typeof window === 'undefined' || !window.history?.replaceState) return
  const url = new URL(window.location.href)
  const had = TOKEN_KEYS.filter((key) => url.searchParams.has(key))
  if (had.length === 0) return
  had.forEach((key) => url.searchParams.delete(key))
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * Spec §4: token from local storage; if absent, from the page query (mini-program and H5) or
 * from the native bridge (app web view); saved locally. The mini-program flag is set here, at
 * token fetch. Returns where the token came from (never the token itself).
 */
export async function restoreSession({ runtime, query, bridge }: RestoreOptions): Promise<TokenSource> {
  setMiniProgram(runtime === 'weapp')
  const fromQuery = tokenFromQuery(query)
  // Strip even when storage wins: a token must not stay in the address bar either way.
  if (runtime !== 'weapp' && fromQuery) stripTokenFromAddressBar()

  if (getToken()) {
    setLoginFlag(true)
    return 'storage'
  }
  // In the app web view the bridge is the source of truth; a query token is only a fall-back.
  if (runtime === 'app' && bridge) {
    try {
      const token = await bridge.getToken()
      if (token) {
        setToken(token)
        return 'bridge'
      }
    } catch (error) {
      logError('Native bridge token fetch failed', error)
    }
  }
  if (fromQuery) {
    setToken(fromQuery)
    return 'query'
  }
  setLoginFlag(false)
  return 'none'
}
