import { SHOP_TERMINAL } from '@/constants'
import { getToken } from '../session/state'
import { resolveDomainBase } from '../tenant/current'
import type { ContentType, Domain, Method, Query } from './types'

const CONTENT_TYPES: Record<ContentType, string> = {
  json: 'application/json',
  urlencoded: 'application/x-www-form-urlencoded',
  text: 'text/plain',
}

const ABSOLUTE = /^https?:\/\//i

export function encodeQuery(query: Query): string {
  return Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

export function appendQuery(url: string, query: Query): string {
  const qs = encodeQuery(query)
  if (!qs) return url
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`
}

/** Tenant base + path. Missing tenant config: resolveDomainBase logs it, the path goes unchanged. */
export function joinBase(domain: Domain, path: string): string {
  if (ABSOLUTE.test(path)) return path
  const base = resolveDomainBase(domain)
  if (!base) return path
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`
}

export interface AuthTarget {
  domain?: Domain
  query?: Query
  auth?: boolean
  terminal?: boolean
}

/** The token to send, or '' when the call opts out or nobody is logged in. */
export function tokenFor(target: AuthTarget): string {
  return target.auth === false ? '' : getToken()
}

/** Caller query, then terminal=2 (spec §7: shop-domain calls or on request), then access_token. */
export function buildQuery(target: AuthTarget, token: string): Query {
  const query: Query = { ...target.query }
  if (target.terminal || target.domain === 'mall') query.terminal = SHOP_TERMINAL
  if (token) query.access_token = token
  return query
}

export function authHeader(token: string): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/**
 * The default headers of spec §7. The content type goes only with a body (`null` for GET and
 * HEAD): it describes nothing there, and in a browser a JSON type makes every cross-origin GET
 * wait for a CORS preflight, one more round trip before a screen's first data.
 */
export function buildHeaders(contentType: ContentType | null, token: string, extra?: Record<string, string>): Record<string, string> {
  return {
    ...(contentType ? { 'Content-Type': CONTENT_TYPES[contentType] } : {}),
    'Accept-Language': 'zh-CN',
    ...authHeader(token),
    ...extra,
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function encodeBody(data: unknown, contentType: ContentType): string | undefined {
  if (data === undefined) return undefined
  if (typeof data === 'string') return data
  if (contentType === 'urlencoded' && isPlainObject(data)) {
    return encodeQuery(data as Query)
  }
  if (contentType === 'text') return String(data)
  return JSON.stringify(data)
}

export function hasBody(method: Method): boolean {
  return method !== 'GET' && method !== 'HEAD'
}
