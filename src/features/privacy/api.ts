import type { Agreement, AgreementKind, CollectedInfoList, ThirdPartyShareList } from '@api/privacy'
import { request } from '@/core/request'

// Public lists under the user domain (spec §7 style, /web/...): read before logging in too.

/** The third parties the app shares personal information with, by scenario. */
export function getThirdPartySharing(): Promise<ThirdPartyShareList> {
  return request<ThirdPartyShareList>({ domain: 'user', path: '/web/privacy/third-party-sharing', auth: false })
}

/** The personal information the app collects, by scenario, with the parties that receive it. */
export function getCollectedInfo(): Promise<CollectedInfoList> {
  return request<CollectedInfoList>({ domain: 'user', path: '/web/privacy/collected-info', auth: false })
}

/** The user agreement or the privacy policy, in its current version (GET /web/privacy/agreements/:kind). */
export function getAgreement(kind: AgreementKind): Promise<Agreement> {
  return request<Agreement>({ domain: 'user', path: `/web/privacy/agreements/${kind}`, auth: false })
}
