import { clearSession, getToken, isLoggedIn } from '../session/state'
import { request } from '../request/request'
import { isRequestError } from '../request/error'
import type { RequestOptions } from '../request/types'
import { fetchFrontConfig } from '../tenant/front-config'

/* The test handle itself (see e2e-handle.ts for when it is installed). */
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
}

async function call(opts: RequestOptions): Promise<CallOutcome> {
  try {
    return { ok: true, data: await request(opts) }
  } catch (error) {
    if (isRequestError(error)) return { ok: false, kind: error.kind, message: error.message, status: error.status }
    return { ok: false, kind: 'thrown', message: String(error) }
  }
}

export const handle: AppDebugHandle = {
  call,
  // Whether a token is held, never the token itself.
  hasToken: () => Boolean(getToken()),
  isLoggedIn,
  clearSession,
  frontConfig: () => fetchFrontConfig(),
}
