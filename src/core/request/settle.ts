import {
  MESSAGES,
  STATUS_RELOGIN,
  STATUS_UNAUTHORIZED,
  SUCCESS_STATUSES,
  TOAST_ERROR_DURATION,
  WHOLE_RESPONSE_STATUSES,
} from '@/constants'
import { logError } from '../log'
import { handleUnauthorized } from '../session/relogin'
import { requestDeps } from './deps'
import { RequestError } from './error'
import type { TransportResponse } from './transport'
import type { Envelope } from './types'

export interface SettleContext {
  method: string
  url: string
  /** false: never toast (the caller swallows the failure). */
  toast?: boolean
}

/** Body as an envelope, or undefined when it is not one (empty, malformed JSON, HTML...). */
export function readEnvelope(data: unknown): Envelope | undefined {
  let body = data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      return undefined
    }
  }
  if (typeof body !== 'object' || body === null) return undefined
  const status = (body as { status?: unknown }).status
  return typeof status === 'number' ? (body as Envelope) : undefined
}

function isEmpty(data: unknown): boolean {
  return data === undefined || data === null || data === ''
}

function unauthorized(status: number, statusCode: number): RequestError {
  const deps = requestDeps()
  if (deps.onUnauthorized) deps.onUnauthorized(status)
  else handleUnauthorized(deps.clock)
  const message = status === STATUS_RELOGIN ? MESSAGES.RELOGIN : MESSAGES.NOT_LOGGED_IN
  return new RequestError('unauthorized', message, { status, statusCode })
}

function failed(status: number, statusCode: number, serverMessage: string | undefined, ctx: SettleContext) {
  const message = serverMessage || MESSAGES.SERVER_ERROR
  if (ctx.toast !== false) requestDeps().toast(message, TOAST_ERROR_DURATION)
  return new RequestError('status', message, { status, statusCode })
}

/** Spec §8, row by row. Returns what the caller's promise resolves with, or throws. */
export function settle<T>(res: TransportResponse, ctx: SettleContext): T {
  const { statusCode } = res
  const envelope = readEnvelope(res.data)
  if (envelope) {
    const { status } = envelope
    if (SUCCESS_STATUSES.includes(status)) return envelope.data as T
    if (status === STATUS_UNAUTHORIZED || status === STATUS_RELOGIN) throw unauthorized(status, statusCode)
    // These two carry meaning in the whole body (e.g. a redirect target) for the caller.
    if (WHOLE_RESPONSE_STATUSES.includes(status)) return envelope as T
    throw failed(status, statusCode, envelope.message, ctx)
  }
  if (statusCode === STATUS_UNAUTHORIZED) throw unauthorized(STATUS_UNAUTHORIZED, statusCode)
  const ok = statusCode >= 200 && statusCode < 300
  if (ok && isEmpty(res.data)) return undefined as T
  if (!ok) throw failed(statusCode, statusCode, undefined, ctx)
  // A 2xx answer that is not an envelope: logged only, no toast (spec §8).
  logError(`Unexpected response: ${ctx.method} ${ctx.url} (HTTP ${statusCode})`)
  throw new RequestError('unexpected', 'unexpected response', { statusCode })
}
