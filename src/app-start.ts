import { initRuntime } from '@/core'
import { nextTask } from '@/core/boot/next-task'
import { startTelemetry } from '@/core/telemetry'
import { installRouteLoading } from '@/shared/route-loading'
import { watchRouterPages } from '@/shared/route-loading/router-pages'

/**
 * H5: restore the session (and strip ?token= from the address bar) before the router renders
 * the first page, so its first call already carries the token. The mini-program build takes
 * app-start.weapp.ts.
 */
export function startBeforeFirstPage(): void {
  // First: an error while the app starts is reported too.
  startTelemetry()
  installRouteLoading()
  watchRouterPages()
  // A task of its own (issue 42: no long task on a low-tier phone), still well before the router
  // reads the URL, which is several start-up steps later (config/h5-boot-loader.js).
  void nextTask().then(() => initRuntime())
}

/** H5 has started already; the launch query is the address bar it read. */
export function startOnLaunch(_query: Record<string, string>): void {}
