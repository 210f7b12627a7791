import type { Page } from '@api/common'
import type { CustomerQuery, PartnerApplication, PartnerApplicationBody, PartnerHome, PartnerScene, ReferredCustomer, RuleDoc } from '@api/user'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'
import { PARTNER_BASE } from './constants'

// The partner centre (domain user): the dev API server answers these in spec §7's style.

/** My latest application, and once approved my profile, earnings and customer counts; the benefits. */
export function getPartnerHome(): Promise<PartnerHome> {
  return request<PartnerHome>({ domain: 'user', path: `${PARTNER_BASE}/mine` })
}

/**
 * Applies (or applies again after a rejection); the answer is the application, reviewing.
 * Once per `requestId` (the form's): a retry after a lost answer gets the first application back.
 * Refusals (toasted): 请先阅读并同意《合伙人规则》 (400), 你已是合伙人 / 申请审核中，请耐心等待 (409).
 */
export function applyPartner(body: PartnerApplicationBody, requestId?: string): Promise<PartnerApplication> {
  return afterWrite(request<PartnerApplication>({ domain: 'user', method: 'POST', path: `${PARTNER_BASE}/applications`, data: body, requestId }), AREA.partner)
}

/** Signs the partner agreement once approved (the last step of the application). 409 when not approved or signed already. */
export function signPartnerAgreement(): Promise<PartnerApplication> {
  return afterWrite(request<PartnerApplication>({ domain: 'user', method: 'POST', path: `${PARTNER_BASE}/agreement` }), AREA.partner)
}

/** The customers I referred, newest first, of one stage or all. */
export function getReferredCustomers(query: CustomerQuery): Promise<Page<ReferredCustomer>> {
  return request<Page<ReferredCustomer>>({ domain: 'user', path: `${PARTNER_BASE}/customers`, query })
}

/** The partner rules (server HTML: render through the sanitizing rich text). */
export function getPartnerRules(): Promise<RuleDoc> {
  return request<RuleDoc>({ domain: 'user', path: `${PARTNER_BASE}/rules`, auth: false })
}

/** Who a share scene credits (a friend opening the partner's link; no token needed). 404 for an unknown scene. */
export function getPartnerScene(sceneId: string): Promise<PartnerScene> {
  return request<PartnerScene>({ domain: 'user', path: `${PARTNER_BASE}/scenes/${sceneId}`, auth: false })
}
