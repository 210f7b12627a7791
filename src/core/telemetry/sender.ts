import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { nextTask } from '../boot/next-task'
import { currentRuntime } from '../runtime'
import { fetchFrontConfig } from '../tenant/front-config'
import { createBatch } from './batch'
import { createDeliver } from './deliver'
import { release, type RawReport } from './report'

/*
 * H5's sender, a chunk of its own (index.ts fetches it once the page is idle): batches go with
 * sendBeacon, which outlives the page, as text/plain (no CORS preflight); where the browser
 * refuses it, with a keepalive fetch.
 */
export function post(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, body)) return
  } catch {
    // A beacon refused outright (a too large body, a blocked URL): the fetch below tries once.
  }
  if (typeof fetch === 'function') fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined)
}

/** Starts sending what is caught from now on; `early` is what was caught before. The new `take`. */
export function startSender(early: RawReport[], deps: { post?: typeof post; random?: () => number } = {}): (raw: RawReport) => void {
  const deliver = createDeliver({ config: () => fetchFrontConfig(), post: deps.post ?? post, context: { release: release(), platform: currentRuntime() }, random: deps.random })
  const batch = createBatch(deliver)
  const vital = (metric: Metric) => batch.add({ kind: 'vital', name: metric.name, value: metric.value, route: window.location.pathname, time: Date.now() })
  // Each reports when final: on the first input (LCP) or when the page hides. Each starts in a
  // task of its own, the config's call too: together, with the chunk, they were 7 to 10 ms at full
  // speed here, a long task on a slow phone while its first taps come in. The observers read what
  // the browser buffered since the page started, so a few tasks later loses nothing.
  void stepByStep([() => deliver.prepare(), () => onLCP(vital), () => onINP(vital), () => onCLS(vital)])
  // The page going away (a tab switch, a link out, the app closed) sends what is queued now. On
  // window: visibilitychange bubbles from document, so web-vitals' own listeners there (which
  // report the final figures) have run by then, whenever they were added.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush()
  })
  window.addEventListener('pagehide', () => batch.flush())
  early.forEach((raw) => batch.add(raw))
  return (raw) => batch.add(raw)
}

async function stepByStep(steps: Array<() => void>): Promise<void> {
  for (const step of steps) {
    await nextTask()
    step()
  }
}
