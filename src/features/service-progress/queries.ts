import { AREA, definePaged, defineQuery } from '@/core/query'
import { getServiceOrder, getServiceOrders } from './api'

// The service progress reads, each defined once; kept on the device (a service centre's weak network).

/** My service orders: in progress first, newest received first within each. */
export const serviceOrdersList = definePaged(() => [AREA.service, 'orders'], (pageNo, pageSize) => getServiceOrders({ pageNo, pageSize }), { keep: true })
export const serviceOrderQuery = defineQuery((id: number) => [AREA.service, 'order', id], getServiceOrder, { keep: true })
