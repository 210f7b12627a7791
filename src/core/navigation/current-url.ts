import { entryPath, parseQuery, withQuery } from './query'

/**
 * The one URL of the page on screen ('/pages/x/y?a=1'), e.g. to come back to after login. It
 * never carries `token` or `access_token` (spec §4 reads the token from the query; it must not
 * travel on into a redirect, a log or a share). H5 reads the address bar (history mode, base
 * '/'); the mini-program build takes current-url.weapp.ts, which reads the page stack.
 */
export function currentUrl(): string {
  if (typeof window === 'undefined') return entryPath()
  const { pathname, search } = window.location
  return withQuery(pathname === '/' || pathname === '' ? entryPath() : pathname, parseQuery(search))
}
