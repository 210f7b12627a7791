import type { FrontConfig as ApiFrontConfig } from '@api/static'
import { CONFIG_FETCH_TIMEOUT, MESSAGES } from '@/constants'
import { logError } from '../log'
import { RequestError } from '../request/error'
import { rawGet } from '../request/raw'
import { getCurrentTenantId, getTenantConfig } from './current'

/**
 * The static front-end config JSON of a tenant (plain JSON, not an envelope). Every field is
 * optional here: a tenant's file may lag behind the server's schema, and a missing map key
 * must be reported, not crash.
 */
export type FrontConfig = Partial<Omit<ApiFrontConfig, 'mapService'>> & {
  mapService?: Partial<ApiFrontConfig['mapService']>
}

const cache = new Map<string, FrontConfig>()
const inflight = new Map<string, Promise<FrontConfig>>()

function configError(): RequestError {
  return new RequestError('config', MESSAGES.CONFIG_FETCH_FAILED)
}

async function load(tenantId: string): Promise<FrontConfig> {
  const tenant = getTenantConfig(tenantId)
  if (!tenant) {
    logError(`Tenant config missing: tenant ${tenantId}`)
    throw configError()
  }
  try {
    const res = await rawGet(tenant.configUrl, { timeout: CONFIG_FETCH_TIMEOUT })
    // Spec §7: only an HTTP 200 counts; a 304 or a 204 from a proxy is not a config.
    if (res.statusCode !== 200 || typeof res.json !== 'object' || res.json === null) throw configError()
    return res.json as FrontConfig
  } catch {
    throw configError()
  }
}

/**
 * The tenant's front-end config. Concurrent callers share one fetch; a success is cached for
 * the tenant, a failure is not (the next caller tries again).
 */
export function fetchFrontConfig(tenantId: string = getCurrentTenantId()): Promise<FrontConfig> {
  const cached = cache.get(tenantId)
  if (cached) return Promise.resolve(cached)
  const pending = inflight.get(tenantId)
  if (pending) return pending
  const next = load(tenantId)
    .then((config) => {
      cache.set(tenantId, config)
      return config
    })
    .finally(() => inflight.delete(tenantId))
  inflight.set(tenantId, next)
  return next
}

export function getCachedFrontConfig(tenantId: string = getCurrentTenantId()): FrontConfig | undefined {
  return cache.get(tenantId)
}

export function clearFrontConfigCache(): void {
  cache.clear()
  inflight.clear()
}

/** Web key of the map service, or '' (logged) when the config has none. */
export async function getMapKey(tenantId?: string): Promise<string> {
  const config = await fetchFrontConfig(tenantId)
  const key = config.mapService?.webKey
  if (!key) {
    logError(MESSAGES.MAP_KEY_MISSING)
    return ''
  }
  return key
}
