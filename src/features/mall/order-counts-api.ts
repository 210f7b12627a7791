import type { OrderCounts } from '@api/mall'
import { request } from '@/core/request'

/**
 * Mine's 我的订单 counts. No toast: a failure leaves the row without counts (the read keeps the
 * error, which mine does not show). A plain call, not quietly(): mine's first screen has no room.
 */
export const getOrderCounts = () => request<OrderCounts>({ domain: 'mall', path: '/api/v1/app/orders/counts', toast: false })
