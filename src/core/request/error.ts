import { MESSAGES } from '@/constants'

/**
 * The one error type for every failed call (spec §8). `kind` says what happened; `message`
 * is the text the spec fixes for that case ('timeout', 'abort', 'file error', 未登录 ...).
 */
export type RequestErrorKind =
  | 'timeout' // no answer within the time-out
  | 'abort' // cancelled by the caller
  | 'network' // no HTTP answer at all; message is empty (spec: "rejects with no message")
  | 'status' // the envelope carried a failing status (or HTTP failed with no envelope)
  | 'unauthorized' // 401 / 601: session cleared, login opened
  | 'file' // upload file unreadable
  | 'unexpected' // answer that is not an envelope (malformed JSON, HTML error page...)
  | 'config' // front-end config could not be fetched

export interface RequestErrorInit {
  status?: number
  statusCode?: number
}

export class RequestError extends Error {
  readonly kind: RequestErrorKind
  /** Envelope status (or HTTP status when there is no envelope). */
  readonly status?: number
  /** HTTP status code, when an answer arrived. */
  readonly statusCode?: number

  constructor(kind: RequestErrorKind, message: string, init: RequestErrorInit = {}) {
    super(message)
    this.name = 'RequestError'
    this.kind = kind
    this.status = init.status
    this.statusCode = init.statusCode
    // Keeps `instanceof` working when compiled to ES5 by the mini-program build.
    Object.setPrototypeOf(this, RequestError.prototype)
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError
}

/** The server does not know what a link named (an unknown share id, scene or code): the link is bad, not the network. */
export const isNotFound = (error: unknown): boolean => isRequestError(error) && error.status === 404

/**
 * Maps whatever a runtime rejects with to our error: Taro answers `{ errMsg }` in the
 * mini-program and for H5 upload/download, and an Error (AbortError, TypeError) for H5 fetch.
 */
export function toTransportError(raw: unknown): RequestError {
  if (raw instanceof RequestError) return raw
  const err = (raw ?? {}) as { errMsg?: string; message?: string; name?: string }
  const text = `${err.errMsg ?? ''} ${err.message ?? ''}`.toLowerCase()
  if (text.includes('timeout') || text.includes('time out')) return new RequestError('timeout', MESSAGES.TIMEOUT)
  if (err.name === 'AbortError' || text.includes('abort')) return new RequestError('abort', MESSAGES.ABORT)
  // Spec §8: a network error rejects with no message.
  return new RequestError('network', '')
}
