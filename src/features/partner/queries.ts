import { AREA, defineQuery } from '@/core/query'
import { getPartnerHome, getPartnerScene } from './api'

// The partner reads, each defined once. Applying and signing mark them all (AREA.partner).

/** The partner home's cache entry: its customers tabs (TabbedList's cacheKey) sit below it. */
export const PARTNER_HOME = [AREA.partner, 'home'] as const
/** My application, and once a partner my profile, earnings and counts: the home's summary, one read with the tabs'. */
export const partnerHomeQuery = defineQuery(() => [...PARTNER_HOME, 'summary'], getPartnerHome)
/** The partner rules (RuleDocScreen's cacheKey). */
export const PARTNER_RULES = [AREA.partner, 'rules'] as const
/** Who a share scene credits. */
export const partnerSceneQuery = defineQuery((scene: string) => [AREA.partner, 'scene', scene], getPartnerScene)
