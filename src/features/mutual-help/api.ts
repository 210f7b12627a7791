import type { RuleDoc } from '@api/user'
import { request } from '@/core/request'

/** GET /web/community/contents/mutual-assistance-among-carOwners-rule (spec §7): the alliance rule, server HTML. */
export function getMutualRule(): Promise<RuleDoc> {
  return request<RuleDoc>({ domain: 'user', path: '/web/community/contents/mutual-assistance-among-carOwners-rule', auth: false })
}
