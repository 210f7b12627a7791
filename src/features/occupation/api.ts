import type { Occupation, OccupationAuth, OccupationAuthBody, RuleDoc } from '@api/user'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { OCCUPATION_BASE } from './constants'

// Occupation authentication (domain user). The ID number goes out once, in a POST body (never
// a URL), and comes back masked only.

/** The occupations one can authenticate, with their benefits and what the proof should show. */
export function getOccupations(): Promise<Occupation[]> {
  return request<Occupation[]>({ domain: 'user', path: `${OCCUPATION_BASE}/occupations`, auth: false })
}

/** My authentications, newest first, in every state (an approval past its end reads expired). */
export function getMyAuths(): Promise<OccupationAuth[]> {
  return request<OccupationAuth[]>({ domain: 'user', path: `${OCCUPATION_BASE}/mine` })
}

/**
 * Submits an authentication (again after a rejection or an expiry): the answer is reviewing,
 * the ID masked. Refusals (toasted): 身份证号… (400, the same rule as the form), 该职业已有审核中或
 * 有效的认证 (409), 请先同意个人敏感信息处理规则 (400).
 */
export function submitAuth(body: OccupationAuthBody, requestId?: string): Promise<OccupationAuth> {
  return afterWrite(request<OccupationAuth>({ domain: 'user', method: 'POST', path: OCCUPATION_BASE, data: body, requestId }), AREA.occupation)
}

/** The rules for processing sensitive personal information (server HTML: render it sanitized). */
export function getAuthRules(): Promise<RuleDoc> {
  return request<RuleDoc>({ domain: 'user', path: `${OCCUPATION_BASE}/rules`, auth: false })
}
