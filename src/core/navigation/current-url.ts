import Taro from '@tarojs/taro'
import { ENTRY_PATH } from '@/routes'

/** Query keys that must never be carried into another URL (they hold the token). */
const SECRET_KEYS = new Set(['token', 'access_token'])
// Taro adds these to H5 and mini-program page options; they mean nothing to a page.
const NOISE_KEYS = new Set(['stamp', '$taroTimestamp'])

function toQueryString(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter(([k, v]) => v !== undefined && !SECRET_KEYS.has(k) && !NOISE_KEYS.has(k))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

const entryPath = () => `/${ENTRY_PATH}`

export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const qs = search.startsWith('?') ? search.slice(1) : search
  for (const part of qs.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    try {
      out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' '))
    } catch {
      out[k] = v
    }
  }
  return out
}

/**
 * The one URL of the page on screen ('/pages/x/y?a=1'), e.g. to come back to after login. It
 * never carries `token` or `access_token` (spec §4 reads the token from the query; it must not
 * travel on into a redirect, a log or a share). H5 reads the address bar (history mode, base
 * '/'); the mini-program reads the page stack.
 */
export function currentUrl(): string {
  if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') {
    const { pathname, search } = window.location
    const path = pathname === '/' || pathname === '' ? entryPath() : pathname
    const qs = toQueryString(parseQuery(search))
    return qs ? `${path}?${qs}` : path
  }
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
  if (!page?.route) return entryPath()
  const qs = toQueryString(page.options ?? {})
  const path = `/${page.route.replace(/^\//, '')}`
  return qs ? `${path}?${qs}` : path
}

/** A positive whole-number id from a page query ('12' -> 12); anything else is undefined. */
export function queryId(raw: string | undefined): number | undefined {
  const id = Number(raw)
  return raw && Number.isInteger(id) && id > 0 ? id : undefined
}
