// What the app reported (POST /static/telemetry), for tests: a planted crash arrives here with
// its route and nothing secret (tests/e2e/telemetry.spec.ts, tests/weapp/flows/telemetry.test.ts).
import { Type } from '@sinclair/typebox'
import { StoredTelemetrySchema, TELEMETRY_KINDS } from '../../types/api/telemetry'
import { defineRoute } from '../core/route'

const admin = { area: 'admin', auth: 'none', spec: false } as const

const ListQuerySchema = Type.Object({ kind: Type.Optional(Type.Union(TELEMETRY_KINDS.map((k) => Type.Literal(k)))) })
const ListSchema = Type.Object({ list: Type.Array(StoredTelemetrySchema), total: Type.Integer({ minimum: 0 }) })

export const telemetryAdminRoutes = [
  defineRoute({
    ...admin, method: 'GET', path: '/__admin/telemetry', summary: '收到的错误与性能上报（新的在前，最多保留 500 条；kind 只看一种）',
    query: ListQuerySchema, response: ListSchema, sample: { query: { kind: 'error' } },
    handler: ({ store, query }) => {
      const list = store.telemetry.list(query.kind)
      return { list, total: list.length }
    },
  }),
  defineRoute({
    ...admin, method: 'DELETE', path: '/__admin/telemetry', summary: '清空收到的上报',
    response: Type.Object({ cleared: Type.Integer({ minimum: 0 }) }), sample: {},
    handler: ({ store }) => ({ cleared: store.telemetry.clear() }),
  }),
]
