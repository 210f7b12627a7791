import { REQUEST_TIMEOUT } from '@/constants'
import { withDeadline } from './deadline'
import { requestDeps } from './deps'
import { toTransportError } from './error'
import type { TransportResponse } from './transport'
import type { AbortSignalLike } from './types'

export interface RawGetOptions {
  timeout?: number
  signal?: AbortSignalLike
}

export interface RawResponse extends TransportResponse {
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/**
 * A plain GET outside the envelope rules, for non-enveloped JSON (front-end config, map web
 * service). No token and no toast: these hosts are not ours to authenticate against, and the
 * callers decide what a failure means.
 */
export async function rawGet(url: string, opts: RawGetOptions = {}): Promise<RawResponse> {
  const { transport, clock } = requestDeps()
  const timeout = opts.timeout ?? REQUEST_TIMEOUT
  try {
    const res = await withDeadline(
      (signal) => transport.request({ url, method: 'GET', header: { 'Accept-Language': 'zh-CN' }, timeout, signal }),
      timeout,
      opts.signal,
      clock,
    )
    return { ...res, json: parseJson(res.data) }
  } catch (error) {
    throw toTransportError(error)
  }
}
