import { useCallback, useRef, useState } from 'react'
import { afterWrite, type Mark } from '@/core/query'
import { isRequestError } from '@/core/request'
import { toast } from '@/shared/toast'

/**
 * A failure already shown to the user (a refusal toasted and written above the button, the login
 * page opened): thrown (`throw told(why)`) to stop a write and keep the form, never toasted again.
 * A marked Error, not a subclass: a subclass of Error costs the mini-program's ES5 build about a
 * kilobyte of class helpers in its main package.
 */
export const told = (message: string): Error => Object.assign(new Error(message), { told: true })

export const isTold = (error: unknown): boolean => error instanceof Error && (error as { told?: boolean }).told === true

/** The kit's one message for a write that failed before any request could say why. */
export const WRITE_FAILED = '操作失败，请稍后重试'

/**
 * A write sent with no network (offline, a dead spot): spec §8 gives a network error no message,
 * so the request layer says nothing and the kit says this. A write never pretends it went.
 */
export const NO_NETWORK = '网络不可用，请检查网络后重试'

/** What the kit toasts for a failed write, if anything: the request layer toasted every other request failure. */
function failureText(error: unknown): string | undefined {
  if (isRequestError(error)) return error.kind === 'network' && !error.message ? NO_NETWORK : undefined
  return isTold(error) ? undefined : WRITE_FAILED
}

export interface WriteOptions<A extends unknown[], R> {
  /** Reads this screen knows the write changed, beyond what the api call marks itself. */
  marks?: (...args: A) => Mark[]
  /** Toasted after a success (领取成功). */
  done?: string
  /** After a success (and its marks): the answer, with the arguments it was run with. */
  onDone?: (answer: R, ...args: A) => unknown
}

export interface Write<A extends unknown[], R> {
  /**
   * Runs the write once: a second run while one is on its way is ignored. Resolves to the answer,
   * or undefined when ignored or failed; never rejects, so a tap's promise needs no catch.
   */
  run: (...args: A) => Promise<R | undefined>
  busy: boolean
  /** The arguments of the run under way (which row's button waits). */
  pending?: A
  /** The last run's failure, until the next run: the screen keeps what the user typed and says so. */
  failure?: unknown
  /** Forgets the failure (the form was reset). */
  forget: () => void
}

/**
 * The one way a screen writes (issue 37): one run at a time, its busy state, the single failure
 * message (the request layer toasts a failed request's reason, a `told` failure was shown by
 * its thrower, no network gets NO_NETWORK and anything else WRITE_FAILED here: no write toasts
 * twice or not at all), and the reads it declares marked after success.
 * Nothing the user typed lives here: a form keeps its values (useForm sends through this).
 */
export function useWrite<A extends unknown[], R>(write: (...args: A) => Promise<R>, options: WriteOptions<A, R> = {}): Write<A, R> {
  const [pending, setPending] = useState<A>()
  const [failure, setFailure] = useState<unknown>()
  const running = useRef(false)
  const latest = useRef({ write, options })
  latest.current = { write, options }

  // A promise chain, not async/await: the mini-program's ES5 build writes an async function out as
  // a state machine about twice the size, and this runs in its main package. No more steps than
  // the awaits it replaces, so a screen's state settles as soon as before.
  const run = useCallback((...args: A): Promise<R | undefined> => {
    if (running.current) return Promise.resolve(undefined)
    running.current = true
    setPending(args)
    setFailure(undefined)
    const { write: call, options: opts } = latest.current
    const settle = () => {
      running.current = false
      setPending(undefined)
    }
    let sent: Promise<R>
    try {
      const marks = opts.marks ? opts.marks(...args) : []
      sent = marks.length ? afterWrite(call(...args), ...marks) : call(...args)
    } catch (error) {
      sent = Promise.reject(error)
    }
    return sent
      .then((answer) => {
        if (opts.done) toast(opts.done, 'success')
        const after = opts.onDone && opts.onDone(answer, ...args)
        return after instanceof Promise ? after.then(() => answer) : answer
      })
      .then(
        (answer) => {
          settle()
          return answer
        },
        (error: unknown) => {
          const text = failureText(error)
          if (text) toast(text)
          setFailure(error)
          settle()
          return undefined
        },
      )
  }, [])

  const forget = useCallback(() => setFailure(undefined), [])
  return { run, busy: pending !== undefined, pending, failure, forget }
}

export { useRequestId, type WithRequestId } from './request-id'
