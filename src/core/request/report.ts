import { MESSAGES, TOAST_ERROR_DURATION } from '@/constants'
import { requestDeps } from './deps'
import type { RequestError } from './error'

// The error keeps the spec's English text; the user sees Chinese.
const DISPLAY: Partial<Record<RequestError['kind'], string>> = {
  timeout: MESSAGES.TIMEOUT_TOAST,
  file: MESSAGES.FILE_ERROR_TOAST,
}

/**
 * Spec §8 "exception with a message: toast for 4000 ms". An abort is the caller's own doing and
 * a network error has no message, so neither shows anything.
 */
export function reportThrown(error: RequestError, toast: boolean | undefined): RequestError {
  if (toast === false || !error.message || error.kind === 'abort') return error
  requestDeps().toast(DISPLAY[error.kind] ?? error.message, TOAST_ERROR_DURATION)
  return error
}
