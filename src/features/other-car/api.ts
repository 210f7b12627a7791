import type { OtherBrand, OtherCar, OtherCarActivity, OtherCarInput } from '@api/other-car'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

// Cars of other brands live under the lead domain with the other car-service calls.
const BASE = '/web/car-service'

/** Brands other than ours, each with its models. */
export function getOtherBrands(): Promise<OtherBrand[]> {
  return request<OtherBrand[]>({ domain: 'lead', path: `${BASE}/other-brands`, auth: false })
}

/** My cars of other brands, newest first. */
export function getOtherCars(): Promise<OtherCar[]> {
  return request<OtherCar[]>({ domain: 'lead', path: `${BASE}/other-cars` })
}

/** Refused with 409 该车牌已添加 when I already added that plate (not for a retry of the same `requestId`). */
export function addOtherCar(input: OtherCarInput, requestId?: string): Promise<OtherCar> {
  return afterWrite(request<OtherCar>({ domain: 'lead', method: 'POST', path: `${BASE}/other-cars`, data: input, requestId }), AREA.otherCar)
}

export function deleteOtherCar(id: number): Promise<{ id: number }> {
  return afterWrite(request<{ id: number }>({ domain: 'lead', method: 'DELETE', path: `${BASE}/other-cars/${id}` }), AREA.otherCar)
}

/** Activities open to owners of other brands (trade-in subsidies, owners' events), soonest deadline first. */
export function getOtherCarActivities(): Promise<OtherCarActivity[]> {
  return request<OtherCarActivity[]>({ domain: 'lead', path: `${BASE}/other-car-activities`, auth: false })
}
