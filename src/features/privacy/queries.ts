import type { AgreementKind } from '@api/privacy'
import { AREA, defineQuery } from '@/core/query'
import { getAgreement, getThirdPartySharing } from './api'

// The public privacy reads, each defined once.

export { collectedInfoQuery } from './collected-query'
export const thirdPartySharingQuery = defineQuery(() => [AREA.privacy, 'third-party'], getThirdPartySharing)
export const agreementQuery = defineQuery((kind: AgreementKind) => [AREA.privacy, 'agreement', kind], getAgreement)
