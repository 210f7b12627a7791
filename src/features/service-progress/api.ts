import type { Page, PageQuery } from '@api/common'
import type { ServiceOrder, ServiceOrderSummary } from '@api/service-order'
import { request } from '@/core/request'

// Car service progress (domain lead, in the style of spec §7).

/** My service orders: in progress first, newest received first within each. */
export function getServiceOrders(query: PageQuery): Promise<Page<ServiceOrderSummary>> {
  return request<Page<ServiceOrderSummary>>({ domain: 'lead', path: '/web/car-service/orders', query })
}

/** One of my orders with the steps it has reached; someone else's answers 404. */
export function getServiceOrder(id: number): Promise<ServiceOrder> {
  return request<ServiceOrder>({ domain: 'lead', path: `/web/car-service/orders/${id}` })
}
