// The customers I referred (paged, newest first, by stage; a friend's lead through my scene is
// one of them), who a share scene credits (public: a friend opening the link has no token of
// the partner's), and the partner rules.
import { PageSchema } from '../../../types/api/common'
import { RuleDocSchema } from '../../../types/api/user'
import { CustomerQuerySchema, PartnerSceneSchema, ReferredCustomerSchema, SceneParamsSchema } from '../../../types/api/user-partner'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import { PARTNER_SCENE } from '../../seed/partner'
import { me, partnerByScene, userById } from '../lookup'
import { BASE, customerCounts, customersOf, partnerOf, profileView } from './partner-views'

export const partnerCustomerRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/customers`, summary: '我推荐的客户（分页，新的在前，可按阶段；含经我的推广码留资的好友）',
    auth: 'required', spec: false, query: CustomerQuerySchema, response: PageSchema(ReferredCustomerSchema),
    sample: { query: { pageNo: 1, pageSize: 10, stage: 'testDrive' } },
    handler: ({ db, query, accountId }) => {
      const partner = partnerOf(db, me(db, accountId).accountId)
      const all = partner ? customersOf(db, partner) : []
      return paginate(query.stage ? all.filter((c) => c.stage === query.stage) : all, query)
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/scenes/:sceneId`, summary: '推广码对应的合伙人（公开：好友打开分享时展示）',
    auth: 'none', spec: false, params: SceneParamsSchema, response: PartnerSceneSchema,
    sample: { params: { sceneId: PARTNER_SCENE } },
    handler: ({ db, params }) => {
      const partner = must(partnerByScene(db, params.sceneId), '合伙人')
      const user = userById(db, partner.accountId)
      const { tierName } = profileView(db, partner, customerCounts(customersOf(db, partner)).purchase)
      return { sceneId: partner.sceneId, displayName: user.displayName, avatarUrl: user.avatarUrl, tierName }
    },
  }),
  defineRoute({
    area: 'user', method: 'GET', path: `${BASE}/rules`, summary: '合伙人规则（富文本）',
    auth: 'none', spec: false, response: RuleDocSchema, sample: {},
    handler: ({ db }) => db.partnerRules,
  }),
]
