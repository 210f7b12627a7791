import { BRAND_CODE, DEFAULT_API_BASE, DEFAULT_TENANT_ID } from '@/constants'

/** Logical back-end domains of spec §7; each tenant maps them to a base URL. */
export type Domain = 'mall' | 'user' | 'user2' | 'lead' | 'activity' | 'uaa' | 'domain' | 'posts'

export const DOMAINS: readonly Domain[] = ['mall', 'user', 'user2', 'lead', 'activity', 'uaa', 'domain', 'posts']

export interface TenantConfig {
  tenantId: string
  /** Base URL per domain, no trailing slash; a path is appended as is. */
  domains: Partial<Record<Domain, string>>
  /** Brand code for `/2c/{brand}/...` paths. */
  brand: string
  /** Front-end config JSON of this tenant. */
  configUrl: string
  /** Map web service host (Tencent location service shape). */
  mapHost: string
}

/** Read at call time so a test or a build can point the app at another server. */
export function apiBase(): string {
  const base = process.env.TARO_APP_API_BASE || DEFAULT_API_BASE
  return base.replace(/\/+$/, '')
}

/** The shape every tenant served by one gateway has: domain k at `${base}/${k}`. */
export function buildTenant(tenantId: string, base: string = apiBase()): TenantConfig {
  const domains: Partial<Record<Domain, string>> = {}
  for (const d of DOMAINS) domains[d] = `${base}/${d}`
  return {
    tenantId,
    domains,
    brand: BRAND_CODE,
    configUrl: `${base}/static/config/${tenantId}.json`,
    mapHost: `${base}/map`,
  }
}

const registry = new Map<string, TenantConfig>()

/** Tenants known to the build. The default is built in, so a fresh install always has one. */
export function lookupTenant(tenantId: string): TenantConfig | undefined {
  if (tenantId === DEFAULT_TENANT_ID && !registry.has(tenantId)) return buildTenant(tenantId)
  return registry.get(tenantId)
}

export function registerTenant(config: TenantConfig): void {
  registry.set(config.tenantId, config)
}

export function unregisterTenant(tenantId: string): void {
  registry.delete(tenantId)
}
