import type { AgreementInfo } from '@api/privacy'
import { request } from '@/core/request'

/** GET /web/privacy/agreements (domain `user`, public): each document's current version and date. */
export function getAgreementList(): Promise<AgreementInfo[]> {
  return request<AgreementInfo[]>({ domain: 'user', path: '/web/privacy/agreements', auth: false })
}
