import { MESSAGES } from '@/constants'
import type { Clock } from '../clock'
import { createAbort } from './abort'
import { RequestError, toTransportError } from './error'
import type { AbortSignalLike } from './types'

/**
 * Runs a transport call with our own time-out and the caller's abort signal. The time-out is
 * enforced here rather than by the runtime so that 'timeout' and 'abort' are told apart
 * reliably on every target, and so a hung server cannot keep a call pending past `timeout`.
 */
export function withDeadline<T>(
  start: (signal: AbortSignalLike) => Promise<T>,
  timeout: number,
  callerSignal: AbortSignalLike | undefined,
  clock: Clock,
): Promise<T> {
  const inner = createAbort()
  return new Promise<T>((resolve, reject) => {
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      clock.clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
      fn()
    }
    const fail = (error: RequestError) => finish(() => {
      inner.abort()
      reject(error)
    })
    const onCallerAbort = () => fail(new RequestError('abort', MESSAGES.ABORT))
    const timer = clock.setTimeout(() => fail(new RequestError('timeout', MESSAGES.TIMEOUT)), timeout)

    if (callerSignal?.aborted) return onCallerAbort()
    callerSignal?.addEventListener('abort', onCallerAbort)

    let pending: Promise<T>
    try {
      pending = start(inner.signal)
    } catch (error) {
      return finish(() => reject(toTransportError(error)))
    }
    pending.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(toTransportError(error))),
    )
  })
}
