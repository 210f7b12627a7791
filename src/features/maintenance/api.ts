import type { MaintenanceDetail, MaintenanceQuery, MaintenanceRecord, OwnedCar } from '@api/car-service'
import type { Page } from '@api/common'
import { request } from '@/core/request'

// Car service lives under the lead domain (spec §7 style, /web/car-service/...).
const BASE = '/web/car-service'

/** My cars, with the maintenance plan the next-maintenance rule needs. */
export function getMyCars(): Promise<OwnedCar[]> {
  return request<OwnedCar[]>({ domain: 'lead', path: `${BASE}/cars` })
}

/** One car's maintenance records, newest first. */
export function getMaintenanceRecords(query: MaintenanceQuery): Promise<Page<MaintenanceRecord>> {
  return request<Page<MaintenanceRecord>>({ domain: 'lead', path: `${BASE}/maintenance`, query })
}

export function getMaintenanceDetail(id: number): Promise<MaintenanceDetail> {
  return request<MaintenanceDetail>({ domain: 'lead', path: `${BASE}/maintenance/${id}` })
}
