import { atom, useAtomValue } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { BRAND_CODE, DEFAULT_TENANT_ID, STORAGE_KEYS } from '@/constants'
import { logError } from '../log'
import { taroStorage } from '../storage/taro-storage'
import { store } from '../store'
import { lookupTenant, type Domain, type TenantConfig } from './tenants'

// Stored under `currentTenant` (spec §3); the built-in default applies when none is stored.
const currentTenantAtom = atomWithStorage<string>(
  STORAGE_KEYS.CURRENT_TENANT,
  DEFAULT_TENANT_ID,
  taroStorage<string>(),
  { getOnInit: true },
)

export const currentTenantIdAtom = atom((get) => get(currentTenantAtom))

export function getCurrentTenantId(): string {
  return store.get(currentTenantAtom) || DEFAULT_TENANT_ID
}

export function setCurrentTenant(tenantId: string): void {
  store.set(currentTenantAtom, tenantId)
}

export const useCurrentTenantId = (): string => useAtomValue(currentTenantIdAtom)

export function getTenantConfig(tenantId: string = getCurrentTenantId()): TenantConfig | undefined {
  return lookupTenant(tenantId)
}

/**
 * Base URL of a domain for the current tenant, or undefined after logging an error: spec §8
 * says a request with missing tenant config is sent unchanged, so callers must not throw.
 */
export function resolveDomainBase(domain: Domain): string | undefined {
  const tenantId = getCurrentTenantId()
  const base = lookupTenant(tenantId)?.domains[domain]
  if (!base) logError(`Tenant config missing: tenant ${tenantId}, domain ${domain}`)
  return base
}

/** `/2c/{brand}{path}` for the car tool service (spec §7). */
export function brandPath(path: string): string {
  const brand = getTenantConfig()?.brand
  return `/2c/${brand ?? BRAND_CODE}${path.startsWith('/') ? path : `/${path}`}`
}

export function getMapHost(): string | undefined {
  return getTenantConfig()?.mapHost
}
