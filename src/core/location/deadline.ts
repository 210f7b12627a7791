import { GEOLOCATION_TIMEOUT, MESSAGES } from '@/constants'

/**
 * `fix`, or the spec's 'network error' marked `timedOut` once GEOLOCATION_TIMEOUT has passed
 * without an answer: a browser's permission prompt left open, or WeChat's privacy and
 * permission dialogs, must not keep a page waiting. `fix` itself runs on: locate still applies
 * a late answer.
 */
export function withinDeadline<T>(fix: Promise<T>, ms: number = GEOLOCATION_TIMEOUT): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(MESSAGES.GEO_NETWORK), { timedOut: true })), ms)
    fix.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

export const isTimedOutFix = (error: unknown): boolean => (error as { timedOut?: unknown } | undefined)?.timedOut === true
