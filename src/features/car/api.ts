import type { Banner, SalesCar } from '@api/domain'
import type { CarContent } from '@api/domain-car'
import { request } from '@/core/request'
import { brandPath } from '@/core/tenant'

const tool = (path: string) => brandPath(`/tool-service/read${path}`)

/** Spec §7: the versions on sale, optionally of one model. */
export function getSalesCars(vehicleTypeId?: number): Promise<SalesCar[]> {
  return request<SalesCar[]>({ domain: 'domain', path: tool('/SalesCars/list'), query: { vehicleTypeId }, auth: false, toast: false })
}

/** Banners of the car home tab. */
export function getHomeBanners(): Promise<Banner[]> {
  return request<Banner[]>({ domain: 'domain', path: tool('/banner/list'), query: { position: 'home' }, auth: false, toast: false })
}

/** A model's content page: intro HTML, gallery, video, specs and its PGC stats (liked/collected with a token). */
export function getCarContent(vehicleTypeId: number): Promise<CarContent> {
  return request<CarContent>({ domain: 'domain', path: tool('/vehicleType/content'), query: { id: vehicleTypeId }, toast: false })
}
