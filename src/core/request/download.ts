import { DOWNLOAD_TIMEOUT, MESSAGES, TOAST_ERROR_DURATION } from '@/constants'
import { appendQuery, authHeader, buildQuery, joinBase } from './build'
import { withDeadline } from './deadline'
import { requestDeps } from './deps'
import { RequestError, toTransportError } from './error'
import { reportThrown } from './report'
import { getToken } from '../session/state'
import type { DownloadOptions, DownloadResult } from './types'

/**
 * GET a file to a local path (spec §7). Credentials go only to our own domains: a bare `url`
 * may be a third-party host, which must never see the token, so it is sent without auth
 * unless the caller asks for it.
 */
export async function download(opts: DownloadOptions): Promise<DownloadResult> {
  const { transport, clock } = requestDeps()
  if (!opts.url && !(opts.domain && opts.path)) {
    throw new RequestError('status', 'download needs a url or a domain and a path')
  }
  const auth = opts.auth ?? Boolean(opts.domain)
  const token = auth ? getToken() : ''
  const base = opts.url ?? joinBase(opts.domain!, opts.path!)
  const url = appendQuery(base, buildQuery({ ...opts, auth }, token))
  const header = { 'Accept-Language': 'zh-CN', ...authHeader(token) }
  const timeout = opts.timeout ?? DOWNLOAD_TIMEOUT

  let res: DownloadResult
  try {
    res = await withDeadline((signal) => transport.download({ url, header, timeout, signal }), timeout, opts.signal, clock)
  } catch (error) {
    throw reportThrown(toTransportError(error), opts.toast)
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    if (opts.toast !== false) requestDeps().toast(MESSAGES.SERVER_ERROR, TOAST_ERROR_DURATION)
    throw new RequestError('status', MESSAGES.SERVER_ERROR, { status: res.statusCode, statusCode: res.statusCode })
  }
  return res
}
