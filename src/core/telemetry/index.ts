import { aTaskAfter } from '../boot/next-task'
import type { RawReport } from './report'

/*
 * H5 (index.weapp.ts: the mini-program). What must run from the start is here and small: the
 * `error` and `unhandledrejection` listeners and the calls of the screen's error boundary only
 * queue what they catch. The sender (scrubbing, batching, sendBeacon, web-vitals' LCP, INP and
 * CLS) is a chunk of its own, fetched once the page has loaded and the browser is idle.
 */

const early: RawReport[] = []
let take = (raw: RawReport): void => {
  if (early.length < 20) early.push(raw)
}

const here = (): string => (typeof window === 'undefined' ? '/' : window.location.pathname)

/** A caught error (`where`: `screen` for the error boundary), reported when sampled. */
export function reportError(error: unknown, where: string): void {
  take({ kind: 'error', error, where, route: here(), time: Date.now() })
}

/** A figure of how fast a screen was (ms; CLS a score). */
export function reportVital(name: string, value: number): void {
  take({ kind: 'vital', name, value, route: here(), time: Date.now() })
}

let started = false

/** Once, at app start (src/app-start.ts), before the first page renders. */
export function startTelemetry(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('error', (event) => {
    // "Script error." from another origin's script carries nothing to act on.
    if (event.error || (event.message && event.filename)) take({ kind: 'error', error: event.error ?? event.message, where: 'window', route: here(), time: Date.now() })
  })
  window.addEventListener('unhandledrejection', (event) => {
    take({ kind: 'rejection', error: event.reason, where: 'promise', route: here(), time: Date.now() })
  })
  const load = () => {
    // Started a task after its chunk has run: the two together were one long task on a slow phone.
    aTaskAfter(import('./sender')).then(
      ({ startSender }) => {
        take = startSender(early.splice(0))
      },
      () => undefined,
    )
  }
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
