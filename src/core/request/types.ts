import type { Domain } from '../tenant/tenants'

export type { Domain }

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'

export type QueryValue = string | number | boolean | undefined | null
export type Query = Record<string, QueryValue>

/** How `data` is put on the wire. */
export type ContentType = 'json' | 'urlencoded' | 'text'

/** The back end's response envelope (spec §7). */
export interface Envelope<T = unknown> {
  status: number
  data: T
  message?: string
}

/** Minimal abort signal: the DOM's AbortSignal fits, and so does `createAbort()` in a mini-program. */
export interface AbortSignalLike {
  readonly aborted: boolean
  addEventListener(type: 'abort', listener: () => void): void
  removeEventListener(type: 'abort', listener: () => void): void
}

interface CallTarget {
  /** Logical domain; its base URL comes from the current tenant. */
  domain: Domain
  /** Path under the domain, e.g. '/web/user/current/details'; an absolute URL is used as is. */
  path: string
  query?: Query
  /** Default true. false: no `access_token` query and no bearer header. */
  auth?: boolean
  /** Adds terminal=2; always on for domain 'mall'. */
  terminal?: boolean
  /** Milliseconds; default 60 000. */
  timeout?: number
  signal?: AbortSignalLike
  /** Default true. false: no error toast (for calls whose failure the caller swallows). */
  toast?: boolean
  /** Turns the session loading flag on while the call runs (spec §4 "loading flag"). */
  loading?: boolean
}

export interface RequestOptions extends CallTarget {
  method?: Method
  data?: unknown
  contentType?: ContentType
  header?: Record<string, string>
  /**
   * A create's request id (`newRequestId()`), sent as the Idempotency-Key header: the server
   * answers a repeat of it with the first result. Keep it across retries of the same submit.
   */
  requestId?: string
}

export interface UploadOptions extends CallTarget {
  /** Local file path (mini-program temp path, or blob:/object URL in H5). */
  filePath: string
  /** Form field name of the file; default 'file'. */
  name?: string
  /** The file's name on the server. H5 needs it: a blob: path has none of its own. */
  fileName?: string
  formData?: Record<string, string>
  /** Percent sent so far, 0..100, as the runtime reports it. */
  onProgress?: (percent: number) => void
}

export interface DownloadOptions extends Omit<CallTarget, 'domain' | 'path'> {
  /** Either a full URL... */
  url?: string
  /** ...or a domain and a path like a request. */
  domain?: Domain
  path?: string
}

export interface DownloadResult {
  statusCode: number
  /** Local path (mini-program) or object URL (H5) of the downloaded file. */
  tempFilePath: string
}
