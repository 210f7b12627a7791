// Mine's 我的订单 row (domain mall): my orders counted by the statuses of the list's tabs
// (待付款 unpaid, 待发货 toShip, 待收货 shipped), and 售后: my after-sale requests still being
// handled, so each count is what its tab has waiting.
import { OrderCountsSchema, type OrderStatus } from '../../../types/api/mall'
import { isOpen } from '../../../src/features/mall/order/after-sale'
import { defineRoute } from '../../core/route'
import { me } from '../lookup'

export const orderCountRoutes = [
  defineRoute({
    area: 'mall', method: 'GET', path: '/api/v1/app/orders/counts', summary: '我的订单各状态数量（待付款、待发货、待收货、售后）',
    auth: 'required', spec: false, response: OrderCountsSchema,
    sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      const count = (status: OrderStatus) => db.orders.filter((o) => o.accountId === who && o.status === status).length
      return { unpaid: count('unpaid'), toShip: count('toShip'), toReceive: count('shipped'), afterSale: db.afterSales.filter((a) => a.accountId === who && isOpen(a.status)).length }
    },
  }),
]
