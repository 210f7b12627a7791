import { REQUEST_TIMEOUT } from '@/constants'
import { redact } from '../log'
import { sessionReady } from '../session/ready'
import { withLoading } from '../session/state'
import { appendQuery, buildHeaders, buildQuery, encodeBody, hasBody, joinBase, tokenFor } from './build'
import { withDeadline } from './deadline'
import { earlyOr } from './early'
import { requestDeps } from './deps'
import { toTransportError } from './error'
import { reportThrown } from './report'
import { toastsAllowed } from './quiet'
import { settle } from './settle'
import type { Query, RequestOptions } from './types'

/**
 * One call to a back-end domain. Resolves with the envelope's `data` (the whole envelope for
 * 80001/80002); rejects with a RequestError for every failure. Never retried: a write that
 * timed out may still have happened on the server.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  // Read now, before the first await: the cache's quiet reads are only known synchronously.
  const opts = options.toast === undefined && !toastsAllowed() ? { ...options, toast: false } : options
  if (opts.loading) return withLoading(() => request<T>({ ...opts, loading: false }))
  // A token still coming from the native bridge must not be missed.
  if (opts.auth !== false) await sessionReady()
  const { transport, clock } = requestDeps()
  const method = opts.method ?? 'GET'
  const contentType = opts.contentType ?? 'json'
  const token = tokenFor(opts)
  const withBody = hasBody(method)

  // GET data travels in the query, as Taro and the mini-program do it.
  const query: Query = withBody || typeof opts.data !== 'object' || opts.data === null
    ? { ...opts.query }
    : { ...(opts.data as Query), ...opts.query }
  const url = appendQuery(joinBase(opts.domain, opts.path), buildQuery({ ...opts, query }, token))
  const header = buildHeaders(withBody ? contentType : null, token, opts.requestId ? { ...opts.header, 'Idempotency-Key': opts.requestId } : opts.header)
  const data = withBody ? encodeBody(opts.data, contentType) : undefined
  const timeout = opts.timeout ?? REQUEST_TIMEOUT

  let res
  try {
    res = await withDeadline(
      (signal) => earlyOr(method, url, () => transport.request({ url, method, header, data, timeout, signal })),
      timeout,
      opts.signal,
      clock,
    )
  } catch (error) {
    throw reportThrown(toTransportError(error), opts.toast)
  }
  return settle<T>(res, { method, url: redact(url), toast: opts.toast })
}
