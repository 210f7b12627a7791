import type { VehicleType } from '@api/domain'
import { request } from '@/core/request'
import { brandPath } from '@/core/tenant'

/** Spec §7: vehicle types with source=2; `newCarFirst` adds sort=newCar (new models first). */
export function getVehicleTypes(newCarFirst = false): Promise<VehicleType[]> {
  return request<VehicleType[]>({
    domain: 'domain',
    path: brandPath('/tool-service/read/vehicleType/list'),
    query: { source: 2, sort: newCarFirst ? 'newCar' : undefined },
    auth: false,
    toast: false,
  })
}
