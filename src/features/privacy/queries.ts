import type { AgreementKind } from '@api/privacy'
import { AREA, defineQuery } from '@/core/query'
import { getAgreement, getCollectedInfo, getThirdPartySharing } from './api'

// The public privacy reads, each defined once.

export const collectedInfoQuery = defineQuery(() => [AREA.privacy, 'collected'], getCollectedInfo)
export const thirdPartySharingQuery = defineQuery(() => [AREA.privacy, 'third-party'], getThirdPartySharing)
export const agreementQuery = defineQuery((kind: AgreementKind) => [AREA.privacy, 'agreement', kind], getAgreement)
