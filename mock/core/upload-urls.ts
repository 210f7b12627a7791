// Pictures and videos only from our own hosts (issue 39): every body field declared with
// ImageUrlSchema or VideoUrlSchema (types/api/common.ts) is checked here, once for every route,
// after the body's shape. An address every phone would load must not point at a tracker.
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyRequest } from 'fastify'
import { UPLOAD_MARK } from '../../types/api/common'
import { tenantCdnHosts } from '../seed/tenants'
import { badRequest } from './api-error'

/** Where the request came from: its scheme and host, and the tenant's CDN host names. */
export interface UploadHosts {
  /** scheme://host[:port] of this request (what the upload answered its URL on). */
  origin: string
  cdnHosts: readonly string[]
}

type Node = TSchema & {
  properties?: Record<string, TSchema>
  patternProperties?: Record<string, TSchema>
  items?: TSchema
  anyOf?: TSchema[]
  allOf?: TSchema[]
}

/** What the upload routes answer, and the generated seed pictures (/static/img/<kind>/<seed>.svg). */
const OWN_PATH = /^\/static\/(upload\/[0-9a-z]{1,32}|img\/[a-z-]{1,32}\/[0-9A-Za-z_-]{1,64}\.svg)(\?[^#\s]*)?$/
/** scheme, host (no user part, no backslash), then the path and query. */
const ABSOLUTE = /^(https?):\/\/([^/?#\\@\s]+)(\/[^#\s]*)?$/i
const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase()

/**
 * A relative path of this server's, or an absolute URL on this request's host name (its scheme or
 * https; another port of the same machine counts, as a test's fixed address does) with such a
 * path, or https on a CDN host of the tenant.
 */
export function uploadUrlAllowed(url: string, hosts: UploadHosts): boolean {
  if (url.startsWith('/')) return OWN_PATH.test(url)
  const m = ABSOLUTE.exec(url)
  if (!m) return false
  const scheme = m[1].toLowerCase()
  const host = hostname(m[2])
  const [ownScheme, ownHost] = hosts.origin.toLowerCase().split('://')
  if (host === hostname(ownHost ?? '') && (scheme === 'https' || scheme === ownScheme)) return OWN_PATH.test(m[3] ?? '')
  return scheme === 'https' && hosts.cdnHosts.includes(host)
}

const MESSAGE = { image: '图片地址不合法，请重新上传', video: '视频地址不合法，请重新上传' } as Record<string, string>

const join = (path: string, key: string) => (/^\d+$/.test(key) ? `${path}[${key}]` : path ? `${path}.${key}` : key)

/** Walks `value` along `schema` (already validated) and refuses the first upload URL off our hosts. */
function walk(schema: Node, value: unknown, path: string, hosts: UploadHosts): void {
  const mark = (schema as Record<string, unknown>)[UPLOAD_MARK]
  if (typeof mark === 'string' && typeof value === 'string') {
    if (!uploadUrlAllowed(value, hosts)) throw badRequest(`参数 ${path || '请求体'} ${MESSAGE[mark]}`)
    return
  }
  if (schema.anyOf) {
    // The branch the value matched (a survey answer is text, a score or pictures).
    const branch = schema.anyOf.find((s) => Value.Check(s, value))
    if (branch) walk(branch, value, path, hosts)
    return
  }
  for (const part of schema.allOf ?? []) walk(part, value, path, hosts)
  if (Array.isArray(value)) {
    if (schema.items) value.forEach((v, i) => walk(schema.items as Node, v, join(path, String(i)), hosts))
    return
  }
  if (value === null || typeof value !== 'object') return
  const record = value as Record<string, unknown>
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (record[key] !== undefined) walk(child, record[key], join(path, key), hosts)
  }
  const patterned = Object.values(schema.patternProperties ?? {})[0]
  if (patterned) for (const [key, v] of Object.entries(record)) walk(patterned, v, join(path, key), hosts)
}

const marked = new WeakMap<TSchema, boolean>()

/** True when some field of `schema` is an upload URL (so most routes skip the walk). */
export function hasUploadUrls(schema: TSchema): boolean {
  let known = marked.get(schema)
  if (known === undefined) {
    known = JSON.stringify(schema).includes(`"${UPLOAD_MARK}"`)
    marked.set(schema, known)
  }
  return known
}

/** The hosts `req` may name: its own, and the CDN hosts of the tenant its tenant-id header names. */
export function uploadHostsOf(req: FastifyRequest): UploadHosts {
  const tenant = req.headers['tenant-id']
  return { origin: `${req.protocol}://${req.host}`, cdnHosts: tenantCdnHosts(typeof tenant === 'string' ? tenant : undefined) }
}

/** Throws a 400 naming the field when an upload URL of `body` (valid for `schema`) is off the request's hosts. */
export function checkUploadUrls(schema: TSchema, body: unknown, req: FastifyRequest): void {
  if (hasUploadUrls(schema)) walk(schema, body, '', uploadHostsOf(req))
}
