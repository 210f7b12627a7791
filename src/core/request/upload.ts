import { UPLOAD_TIMEOUT } from '@/constants'
import { redact } from '../log'
import { sessionReady } from '../session/ready'
import { withLoading } from '../session/state'
import { appendQuery, authHeader, buildQuery, joinBase, tokenFor } from './build'
import { withDeadline } from './deadline'
import { requestDeps } from './deps'
import { toTransportError } from './error'
import { reportThrown } from './report'
import { settle } from './settle'
import type { UploadOptions } from './types'

/**
 * Multipart POST of one local file with the Authorization header (spec §7). The answer goes
 * through the same envelope rules as a request, so an upload error throws with the server's
 * message; an unreadable file rejects with 'file error'.
 */
export async function upload<T>(opts: UploadOptions): Promise<T> {
  if (opts.loading) return withLoading(() => upload<T>({ ...opts, loading: false }))
  // A token still coming from the native bridge must not be missed.
  if (opts.auth !== false) await sessionReady()
  const { transport, clock } = requestDeps()
  const token = tokenFor(opts)
  const url = appendQuery(joinBase(opts.domain, opts.path), buildQuery(opts, token))
  // No Content-Type: the runtime sets multipart/form-data with its boundary.
  const header = { 'Accept-Language': 'zh-CN', ...authHeader(token) }
  const timeout = opts.timeout ?? UPLOAD_TIMEOUT

  let res
  try {
    res = await withDeadline(
      (signal) =>
        transport.upload({
          url,
          header,
          filePath: opts.filePath,
          name: opts.name ?? 'file',
          fileName: opts.fileName,
          formData: opts.formData ?? {},
          timeout,
          signal,
          onProgress: opts.onProgress,
        }),
      timeout,
      opts.signal,
      clock,
    )
  } catch (error) {
    throw reportThrown(toTransportError(error), opts.toast)
  }
  return settle<T>(res, { method: 'POST', url: redact(url), toast: opts.toast })
}
