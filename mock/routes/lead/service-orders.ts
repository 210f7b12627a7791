// Car service progress: my service orders (in progress first) and one order with its steps.
// Another user's order answers 404, as an unknown id does, so ids leak nothing.
import { PageSchema, IdParamsSchema } from '../../../types/api/common'
import { ServiceOrderQuerySchema, ServiceOrderSchema, ServiceOrderSummarySchema, type ServiceOrder, type ServiceOrderSummary } from '../../../types/api/service-order'
import { must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { ServiceOrderRow } from '../../seed/service-orders'
import { me } from '../lookup'

/** In progress (status 1) before finished, newest received first within each. */
export function byProgress(a: ServiceOrderSummary, b: ServiceOrderSummary): number {
  return a.status - b.status || b.receivedAt.localeCompare(a.receivedAt)
}

const summary = ({ accountId: _a, steps: _s, plan: _l, dealerPhone: _p, dealerAddress: _d, advisorName: _n, advisorPhone: _m, ...row }: ServiceOrderRow): ServiceOrderSummary => row
const detail = ({ accountId: _a, ...row }: ServiceOrderRow): ServiceOrder => row

export const serviceOrderRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/orders', summary: '我的服务工单（进行中在前，分页）',
    auth: 'required', spec: false, query: ServiceOrderQuerySchema, response: PageSchema(ServiceOrderSummarySchema),
    sample: { query: { pageNo: 1, pageSize: 10 } },
    handler: ({ db, query, accountId }) => {
      const who = me(db, accountId).accountId
      const rows = db.serviceOrders.filter((o) => o.accountId === who).map(summary).sort(byProgress)
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/orders/:id', summary: '服务工单进度',
    auth: 'required', spec: false, params: IdParamsSchema, response: ServiceOrderSchema,
    sample: { params: { id: 9001 } },
    handler: ({ db, params, accountId }) => {
      const who = me(db, accountId).accountId
      return detail(must(db.serviceOrders.find((o) => o.id === params.id && o.accountId === who), '服务工单'))
    },
  }),
]
