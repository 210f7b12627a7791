import { initRuntime } from '@/core'
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
  void initRuntime()
}

/** H5 has started already; the launch query is the address bar it read. */
export function startOnLaunch(_query: Record<string, string>): void {}
