// Admin routes for dev and test only (not registered when NODE_ENV=production):
// POST /__reset, POST/GET/DELETE /__faults, GET /__health. They are manifest entries like
// every other route, so the contract test checks their answers and the fuzz sends them broken
// requests (which must be refused: a broken reset or fault that got through would change state).
import { Type } from '@sinclair/typebox'
import { defineRoute } from '../core/route'
import { FaultSchema } from './faults'

const ResetSchema = Type.Object({ keepFaults: Type.Optional(Type.Boolean()) })
const ResetResultSchema = Type.Object({ reset: Type.Literal(true), faultsCleared: Type.Boolean() })
const FaultListSchema = Type.Object({ faults: Type.Array(FaultSchema) })
const HealthSchema = Type.Object({ ok: Type.Literal(true), routes: Type.Integer({ minimum: 1 }), uptimeSeconds: Type.Integer({ minimum: 0 }) })

const admin = { area: 'admin', auth: 'none', spec: false } as const

/** routeCount: how many routes the manifest declares (asked when /__health answers). */
export const adminRoutes = (routeCount: () => number) => [
  defineRoute({
    ...admin, method: 'POST', path: '/__reset', summary: '恢复种子数据（默认同时清除故障；keepFaults 保留）',
    body: ResetSchema, optionalBody: true, response: ResetResultSchema, sample: { body: {} },
    handler: ({ store, body }) => {
      store.reset()
      // Tests reset between cases; clearing faults too keeps one case's faults out of the next.
      if (!body.keepFaults) store.faults.clear()
      return { reset: true as const, faultsCleared: !body.keepFaults }
    },
  }),
  defineRoute({
    ...admin, method: 'POST', path: '/__faults', summary: '注入故障（延迟、状态码、坏 JSON、不应答；times 限次数）',
    body: FaultSchema, response: FaultListSchema,
    sample: { body: { method: 'GET', path: '/mall/web/app/cart-item/user/count', status: 500, times: 1 } },
    handler: ({ store, body }) => {
      store.faults.set(body)
      return { faults: store.faults.list() }
    },
  }),
  defineRoute({
    ...admin, method: 'GET', path: '/__faults', summary: '当前生效的故障',
    response: FaultListSchema, sample: {},
    handler: ({ store }) => ({ faults: store.faults.list() }),
  }),
  defineRoute({
    ...admin, method: 'DELETE', path: '/__faults', summary: '清除全部故障',
    response: FaultListSchema, sample: {},
    handler: ({ store }) => {
      store.faults.clear()
      return { faults: [] }
    },
  }),
  defineRoute({
    ...admin, method: 'GET', path: '/__health', summary: '服务状态（路由数、运行秒数）',
    response: HealthSchema, sample: {},
    handler: () => ({ ok: true as const, routes: routeCount(), uptimeSeconds: Math.round(process.uptime()) }),
  }),
]
