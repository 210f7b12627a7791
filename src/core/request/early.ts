import { aTaskAfter } from '../boot/next-task'
import type { TransportResponse } from './transport'

/** Where index.html leaves the answers it asked for early (config/h5-first-data.ts). */
const EARLY_ANSWERS = '__earlyAnswers'

type EarlyAnswers = Record<string, Promise<TransportResponse | null> | undefined>

/**
 * H5: the answer index.html already asked for this exact GET URL, taken once (a later call asks
 * again, for fresh data); `ask` when there is none or the early call failed.
 *
 * Handed over a task later (issue 42). The answer is usually here before the page even mounts, so
 * the page's effects that ask for it, its handling and the page's render with it were one task:
 * 13 to 27 ms at full speed here, a long task on a low-tier phone. A task later, each is short.
 */
export function earlyOr(method: string, url: string, ask: () => Promise<TransportResponse>): Promise<TransportResponse> {
  const answers = (globalThis as Record<string, unknown>)[EARLY_ANSWERS] as EarlyAnswers | undefined
  const early = method === 'GET' ? answers?.[url] : undefined
  if (!early) return ask()
  delete answers![url]
  return aTaskAfter(early).then((res) => res ?? ask())
}
