import { AREA, defineQuery } from '@/core/query'
import { getOrderCounts } from './order-counts-api'

// Mine's 我的订单 row reads these two small files alone: mine is in the mini-program's main
// package and H5's mine first screen, which have no room for the rest of the mall's calls (as
// browse-queries.ts), not even keys.ts.

/**
 * Under ORDERS of keys.ts ([AREA.mall, 'orders']), which every order write marks (orderWrite in
 * api.ts), so each reads it again; tests/unit/features/mine/mine-orders.test.tsx holds them together.
 */
export const orderCountsQuery = defineQuery(() => [AREA.mall, 'orders', 'counts'], () => getOrderCounts(), { keep: true })
