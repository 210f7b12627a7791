import { clearSession, getToken, isLoggedIn } from '../session/state'
import { request } from '../request/request'
import { isRequestError } from '../request/error'
import type { RequestOptions } from '../request/types'
import { fetchFrontConfig } from '../tenant/front-config'

/*
 * A handle for browser tests (Playwright) to drive the real request layer in the real build:
 * `window.__app.call({...})`. Installed only outside production builds, or when the landing URL
 * carries `__e2e=1` (the flag is kept for the tab in sessionStorage). It exposes nothing a
 * script on the page could not already do with fetch and localStorage.
 */
export interface CallOutcome {
  ok: boolean
  data?: unknown
  kind?: string
  message?: string
  status?: number
}

export interface AppDebugHandle {
  call(opts: RequestOptions): Promise<CallOutcome>
  hasToken(): boolean
  isLoggedIn(): boolean
  clearSession(): void
  frontConfig(): Promise<unknown>
  /**
   * The messages of the uncaught errors and unhandled rejections of this page load: what a
   * WebDriver browser (WebKit, tests/webkit) cannot read from the console.
   */
  errors(): string[]
}

declare global {
  interface Window {
    __app?: AppDebugHandle
  }
}

const FLAG = '__e2e'

async function call(opts: RequestOptions): Promise<CallOutcome> {
  try {
    return { ok: true, data: await request(opts) }
  } catch (error) {
    if (isRequestError(error)) return { ok: false, kind: error.kind, message: error.message, status: error.status }
    return { ok: false, kind: 'thrown', message: String(error) }
  }
}

function wanted(query: Record<string, string | undefined>): boolean {
  if (process.env.NODE_ENV !== 'production') return true
  try {
    if (query[FLAG] === '1') window.sessionStorage.setItem(FLAG, '1')
    return window.sessionStorage.getItem(FLAG) === '1'
  } catch {
    return query[FLAG] === '1'
  }
}

export function installDebugHandle(query: Record<string, string | undefined>): boolean {
  if (typeof window === 'undefined' || !wanted(query)) return false
  const errors: string[] = []
  window.addEventListener('error', (event) => errors.push(`error: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) => errors.push(`rejection: ${String(event.reason)}`))
  window.__app = {
    call,
    // Whether a token is held, never the token itself.
    hasToken: () => Boolean(getToken()),
    isLoggedIn,
    clearSession,
    frontConfig: () => fetchFrontConfig(),
    errors: () => errors.slice(),
  }
  return true
}
