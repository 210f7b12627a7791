import type { SecondaryDealer } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Region } from '@api/user2'
import { request } from '@/core/request'
import { brandPath } from '@/core/tenant'

export interface DealerQuery {
  provinceId: string
  cityId?: string
}

/** Spec §7: dealers of a province, or of one of its cities. Distances are worked out here. */
export function getDealers({ provinceId, cityId }: DealerQuery): Promise<Dealer[]> {
  return request<Dealer[]>({
    domain: 'lead',
    path: '/web/car-service/yike/getDealerInfo',
    query: { provinceId, cityId },
    auth: false,
    toast: false,
  })
}

/** Spec §7: secondary dealers (city showrooms), by city or by their parent dealer. */
export function getSecondaryDealers(query: { cityCode?: string; parentDealerCode?: string } = {}): Promise<SecondaryDealer[]> {
  return request<SecondaryDealer[]>({
    domain: 'domain',
    path: brandPath('/tool-service/read/secondaryDealer/list'),
    query,
    auth: false,
    toast: false,
  })
}

/** Spec §7 org district tree: provinces that have dealers, or with `pid` the cities of one. */
export function getDealerDistricts(pid?: string): Promise<Region[]> {
  return request<Region[]>({ domain: 'lead', path: '/web/test-drive/consumer/org/district', query: { pid }, auth: false, toast: false })
}
