export { DOMAINS, apiBase, buildTenant, registerTenant, unregisterTenant, type Domain, type TenantConfig } from './tenants'
export {
  brandPath,
  currentTenantIdAtom,
  getCurrentTenantId,
  getMapHost,
  getTenantConfig,
  resolveDomainBase,
  setCurrentTenant,
  useCurrentTenantId,
} from './current'
export { brandName } from './brand'
export { clearFrontConfigCache, fetchFrontConfig, getCachedFrontConfig, getMapKey, type FrontConfig } from './front-config'
