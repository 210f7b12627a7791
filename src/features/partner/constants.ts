import type { CustomerStage } from '@api/user'

// The server's constants (types/api/user-partner.ts declares them for the dev API server; src
// imports only types from there). A test keeps them equal.
export const PARTNER_BASE = '/web/user/partner'
export const PARTNER_SOURCE_PREFIX = 'partner-'

/** The stages in the order a customer goes through them. */
export const PARTNER_STAGE_ORDER: readonly CustomerStage[] = ['lead', 'testDrive', 'purchase']

/** What a referred customer reaching a stage earns the partner, once per customer and stage. */
export const PARTNER_STAGE_CREDITS: Readonly<Record<CustomerStage, { action: string; points: number; reward: string | null }>> = {
  lead: { action: '留资', points: 50, reward: null },
  testDrive: { action: '完成试驾', points: 200, reward: null },
  purchase: { action: '购车成交', points: 2000, reward: '保养券 ×2' },
}
