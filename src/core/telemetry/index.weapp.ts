import Taro from '@tarojs/taro'
import { forwardLogs, logError } from '../log'
import { fetchFrontConfig } from '../tenant/front-config'
import { createBatch } from './batch'
import { createDeliver } from './deliver'
import { release, scrub, type RawReport } from './report'

/*
 * The mini-program (index.ts: H5). WeChat's onError and onUnhandledRejection, the real-time log
 * for what core logs (warnings and errors, scrubbed), and the base library's performance entries,
 * sent with Taro.request. It runs from launch, so it is in the main package: kept to plain calls,
 * no library. Every WeChat API is asked for first: an older base library may lack it.
 */

const post = (url: string, body: string): void => {
  // Never rejects: a failed report must not become an unhandled rejection that reports again.
  Taro.request({ url, method: 'POST', data: body, header: { 'content-type': 'application/json' } }).catch(() => undefined)
}
const batch = createBatch(createDeliver({ config: () => fetchFrontConfig(), post, context: { release: release(), platform: 'weapp' } }))

function here(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string } | undefined
  return `/${(page && page.route) || ''}`
}

const take = (raw: Omit<RawReport, 'time'>) => batch.add({ ...raw, time: Date.now() })

export function reportError(error: unknown, where: string): void {
  take({ kind: 'error', error, where, route: here() })
}

export function reportVital(name: string, value: number): void {
  take({ kind: 'vital', name, value, route: here() })
}

/**
 * The base library's figures, where it offers them: navigation entries (appLaunch, route) and
 * render entries (firstRender, firstPaint, firstContentfulPaint, largestContentfulPaint).
 */
function observePerformance(): void {
  if (typeof Taro.getPerformance !== 'function') return
  // A paint entry has a time, no duration: counted from the navigation it belongs to.
  let navigationStart = 0
  Taro.getPerformance()
    .createObserver((list: Taro.EntryList) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'navigation') navigationStart = entry.startTime
        const value = entry.duration || entry.startTime - navigationStart
        if (value > 0) take({ kind: 'perf', name: entry.name, value, route: entry.path || here() })
      }
    })
    // Taro's type asks for `type` too, which WeChat refuses beside `entryTypes`.
    .observe({ entryTypes: ['navigation', 'render'] } as Taro.PerformanceObserver.observe.Option)
}

let started = false

/** Once, at launch (src/app-start.weapp.ts). */
export function startTelemetry(): void {
  if (started) return
  started = true
  Taro.onError((error) => {
    logError('App error', error)
    reportError(error, 'app')
  })
  Taro.onAppHide(() => batch.flush())
  const realtime = typeof Taro.getRealtimeLogManager === 'function' ? Taro.getRealtimeLogManager() : undefined
  if (realtime) forwardLogs((level, text) => realtime[level](scrub(text, 2000)))
  try {
    // Base library 2.10.0 and 2.11.0 on; older ones lack them (and throw).
    Taro.onUnhandledRejection((res) => take({ kind: 'rejection', error: res && res.reason, where: 'promise', route: here() }))
    observePerformance()
  } catch {
    // No rejections or performance figures from such a phone; errors still come.
  }
}
