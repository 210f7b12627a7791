/**
 * The per-route JavaScript figures: written by tests/e2e/every-route.spec.ts (gzip bytes each
 * route fetched when loaded cold), summarized by `npm run budget`.
 */
import { join } from 'node:path'

export const ROUTE_JS_FILE = join(__dirname, '..', 'test-results/route-js.json')
/** design.md §6: any route loaded cold; the aim is 170 KB. */
export const ROUTE_JS_LIMIT = 200 * 1024
export const ROUTE_JS_AIM = 170 * 1024

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function summarizeRouteJs(byRoute: Record<string, number>): string[] {
  const rows = Object.entries(byRoute).sort((a, b) => a[1] - b[1])
  if (!rows.length) return ['per-route JavaScript: no figures']
  const median = rows[Math.floor((rows.length - 1) / 2)][1]
  const [largestRoute, largest] = rows[rows.length - 1]
  const withinAim = rows.filter(([, bytes]) => bytes <= ROUTE_JS_AIM).length
  const over = rows.filter(([, bytes]) => bytes > ROUTE_JS_LIMIT)
  return [
    `per-route JavaScript (cold, gzip), ${rows.length} routes: median ${kb(median)}, largest ${kb(largest)} (${largestRoute})`,
    `  routes <= ${kb(ROUTE_JS_AIM)}: ${withinAim} of ${rows.length}; over ${kb(ROUTE_JS_LIMIT)}: ${over.length}${over.length ? ` (${over.map(([r]) => r).join(', ')})` : ''}`,
  ]
}
