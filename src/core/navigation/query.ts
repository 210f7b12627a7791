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

export const entryPath = () => `/${ENTRY_PATH}`

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

/** A path with the query that may travel on (no token, none of Taro's noise). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const qs = toQueryString(params)
  return qs ? `${path}?${qs}` : path
}

/**
 * A query value still URL-encoded (the mini-program hands values over as they were written),
 * decoded; a malformed one ('%E4%B') is taken as it stands rather than throwing.
 */
export function queryText(raw: string | undefined): string {
  if (!raw) return ''
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * A positive whole-number id from a page query or a QR scene, written in digits ('12' -> 12);
 * anything else ('0', '1.5', '1e3', ' 12', '0x1A') is undefined, and so is a run of digits too long
 * for an exact number (it would be sent as '1.1e+39', which names another id or none).
 */
export function queryId(raw: string | undefined): number | undefined {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined
}

/** An id a link may name (`?issueId=`): none (the page's default), the id, or bad when named but no id (`abc!!`, `-1`, empty). */
export function linkId(raw: string | undefined): { id?: number; bad: boolean } {
  const id = queryId(raw)
  return { id, bad: raw !== undefined && id === undefined }
}

/** The query a mini-program code carries in `scene` (URL-encoded `a=1&b=2`); {} when unreadable. */
export function sceneQuery(scene: string | undefined): Record<string, string> {
  if (!scene) return {}
  try {
    return parseQuery(decodeURIComponent(scene))
  } catch {
    return {}
  }
}
