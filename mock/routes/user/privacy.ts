// The privacy screens' two lists (第三方信息共享清单, 个人信息收集清单), both from
// mock/seed/privacy.ts: a sharing's fields are the names of the items it passes on, an item's
// receivers the parties of its scenario that get it. Public, like the privacy policy itself;
// and the user agreement and the privacy policy, each in its current version (mock/seed/agreements.ts).
import type { FastifyRequest } from 'fastify'
import { AgreementListSchema, AgreementParamsSchema, AgreementSchema, CollectedInfoListSchema, ThirdPartyShareListSchema } from '../../../types/api/privacy'
import { notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { AGREEMENT_KINDS, agreementDoc, agreementInfo, isAgreementKind } from '../../seed/agreements'
import { COLLECTED_ROWS, PRIVACY_SCENARIOS, PRIVACY_UPDATED_AT, SHARING_ROWS, infoName } from '../../seed/privacy'
import { tenantBrandName } from '../../seed/tenants'

// The texts name the brand of the tenant that asks (its tenant-id header), the default one otherwise.
const brandOf = (req: FastifyRequest) => {
  const tenant = req.headers['tenant-id']
  return tenantBrandName(typeof tenant === 'string' ? tenant : undefined)
}

export const privacyRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/privacy/third-party-sharing', summary: '第三方信息共享清单',
    auth: 'none', spec: false, response: ThirdPartyShareListSchema, sample: {},
    handler: () => ({
      updatedAt: PRIVACY_UPDATED_AT,
      scenarios: PRIVACY_SCENARIOS,
      list: SHARING_ROWS.map((s) => ({ ...s, fields: s.fields.map(infoName) })),
    }),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/privacy/collected-info', summary: '个人信息收集清单',
    auth: 'none', spec: false, response: CollectedInfoListSchema, sample: {},
    handler: () => ({
      updatedAt: PRIVACY_UPDATED_AT,
      scenarios: PRIVACY_SCENARIOS,
      list: COLLECTED_ROWS.map(({ info, ...row }) => ({
        ...row,
        name: infoName(info),
        receivers: SHARING_ROWS.filter((s) => s.scenario === row.scenario && s.fields.includes(info)).map((s) => s.party),
      })),
    }),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/privacy/agreements', summary: '用户协议与隐私政策的当前版本（标题、版本号、生效日期）',
    auth: 'none', spec: false, response: AgreementListSchema, sample: {},
    handler: ({ req }) => AGREEMENT_KINDS.map((kind) => agreementInfo(kind, brandOf(req))),
  }),
  defineRoute({
    area: 'user', method: 'GET', path: '/web/privacy/agreements/:kind', summary: '用户协议（user）或隐私政策（privacy）全文（HTML，须净化后展示）',
    auth: 'none', spec: false, params: AgreementParamsSchema, response: AgreementSchema, sample: { params: { kind: 'privacy' } },
    handler: ({ params, req }) => {
      if (!isAgreementKind(params.kind)) throw notFound(`没有这份协议：${params.kind}。可查看 user（用户协议）或 privacy（隐私政策）`)
      return agreementDoc(params.kind, brandOf(req))
    },
  }),
]
