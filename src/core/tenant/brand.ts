import { BRAND_NAME } from '@/brand'
import { getCachedFrontConfig } from './front-config'

/**
 * The brand's name for a screen: the tenant's front-end config holds it (`brandName`). Until the
 * config is read, the build's own name, which is the default tenant's (tests/unit/app/brand.test.ts).
 */
export const brandName = (): string => getCachedFrontConfig()?.brandName || BRAND_NAME
