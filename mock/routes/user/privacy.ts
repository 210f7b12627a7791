// The privacy screens' two lists (第三方信息共享清单, 个人信息收集清单), both from
// mock/seed/privacy.ts: a sharing's fields are the names of the items it passes on, an item's
// receivers the parties of its scenario that get it. Public, like the privacy policy itself.
import { CollectedInfoListSchema, ThirdPartyShareListSchema } from '../../../types/api/privacy'
import { defineRoute } from '../../core/route'
import { COLLECTED_ROWS, PRIVACY_SCENARIOS, PRIVACY_UPDATED_AT, SHARING_ROWS, infoName } from '../../seed/privacy'

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
]
