import { AREA, defineQuery } from '@/core/query'
import { getPartnerHome, getPartnerRules, getPartnerScene } from './api'

// The partner reads, each defined once. Applying and signing mark them all (AREA.partner).

/**
 * How long the centre's answer stays fresh: its points and its customers' stages change in the
 * dealer system, with no write of ours to mark them, so a page shown again or the app back reads
 * it again. Not 0: the screens that open together (the frame's read, the tabs' summary) share one.
 */
export const PARTNER_FRESH_MS = 1_000

/** The partner home's cache entry: its customers tabs (TabbedList's cacheKey) sit below it. */
export const PARTNER_HOME = [AREA.partner, 'home'] as const
/** My application, and once a partner my profile, earnings and counts: the home's summary, one read with the tabs'. */
export const partnerHomeQuery = defineQuery(() => [...PARTNER_HOME, 'summary'], getPartnerHome, { maxAge: PARTNER_FRESH_MS })
/** The partner rules. */
export const partnerRulesQuery = defineQuery(() => [AREA.partner, 'rules'], getPartnerRules)
/** Who a share scene credits. */
export const partnerSceneQuery = defineQuery((scene: string) => [AREA.partner, 'scene', scene], getPartnerScene)
