import { API, H5 } from './servers'
import type { WebKitPage } from './driver'

/** The dev API server back to its seed, so each check starts from the same records. */
export async function resetData(): Promise<void> {
  const response = await fetch(`${API}/__reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`__reset answered ${response.status}`)
}

/**
 * The address of `path` (a route, with its query) in the H5 build, with the dev token and
 * `__e2e=1`, which installs the app's debug handle (src/core/debug/e2e-handle.ts) for its
 * record of uncaught errors.
 */
export function appUrl(path: string, query = ''): string {
  const params = [query, 'token=dev-token', '__e2e=1'].filter(Boolean).join('&')
  return `${H5}${path}?${params}`
}

/** The uncaught errors and unhandled rejections of the page load, as the debug handle saw them. */
export function pageErrors(page: WebKitPage): Promise<string[]> {
  return page.run<string[]>(() => (window as unknown as { __app?: { errors(): string[] } }).__app?.errors() ?? ['the debug handle is missing'])
}
