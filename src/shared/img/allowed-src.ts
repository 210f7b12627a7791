// Pictures only from our own hosts (issue 39): an address a user typed into a team avatar must not
// make every phone that lists the team call a tracker. Img shows a picture from the API's host, the
// tenant's static and CDN hosts (front config), or the app's own files; anything else is a grey box.
// Small and synchronous: Img is on every screen, in the H5 entry chunk and the weapp main package.
import { useEffect, useReducer } from 'react'
import { apiBase, fetchFrontConfig, getCachedFrontConfig, type FrontConfig } from '@/core/tenant'

/** A 1×1 GIF of the $fill token (TOKEN_COLOURS.fill), stretched over the picture's box: no request, no broken icon. */
export const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAO7x9AAAACwAAAAAAQABAAACAkQBADs='

/** What the app holds itself: a bundled or relative path, a blob, an inline picture, a mini-program file. */
const LOCAL = /^(?![a-z][\w+.-]*:|\/\/)|^(blob:|data:image\/|wxfile:\/\/|https?:\/\/(tmp|usr)\/)/i
/** Scheme and host name (no user part, no port) of an http(s) address. */
const URL_PARTS = /^(https?):\/\/([^/?#\\@\s:]+)(?::\d+)?(?:[/?#]|$)/i

const partsOf = (url: string): string[] => {
  const m = URL_PARTS.exec(url)
  return m ? [m[1].toLowerCase(), m[2].toLowerCase()] : []
}

/**
 * true: show it; false: never; undefined: only the tenant's config can tell (not read yet).
 * http only on the API's host when the API itself is http (development), or with a dev config.
 */
export function allowedSrc(src: string, api: string, config: FrontConfig | undefined): boolean | undefined {
  if (LOCAL.test(src)) return true
  const [scheme, host] = partsOf(src)
  if (!host) return false
  const [apiScheme, apiHost] = partsOf(api)
  if (host === apiHost && (scheme === 'https' || scheme === apiScheme)) return true
  if (!config) return undefined
  const hosts = [partsOf(config.staticHost ?? '')[1], ...(config.cdnHosts ?? [])]
  return hosts.includes(host) && (scheme === 'https' || config.env === 'dev')
}

/** The address Img shows for `src`: itself, or the placeholder; reads the config when it must. */
export function useShownSrc(src: string): string {
  const allowed = allowedSrc(src, apiBase(), getCachedFrontConfig())
  const [, decideAgain] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    // One read for the whole app (fetchFrontConfig shares and keeps it); a failure keeps the box.
    if (allowed === undefined) fetchFrontConfig().then(decideAgain, () => undefined)
  }, [allowed])
  return allowed ? src : PLACEHOLDER
}
