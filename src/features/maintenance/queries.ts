import { AREA, definePaged, defineQuery } from '@/core/query'
import { getMaintenanceDetail, getMaintenanceRecords, getMyCars } from './api'

// The maintenance reads, each defined once.

export const maintenanceCarsQuery = defineQuery(() => [AREA.maintenance, 'cars'], getMyCars)
export const maintenanceRecordQuery = defineQuery((id: number) => [AREA.maintenance, 'record', id], getMaintenanceDetail)
/** One car's maintenance records, newest first: the car id keys the list (switching starts over). */
export const maintenanceRecordsList = definePaged(
  (carId: number) => [AREA.maintenance, 'records', carId],
  (carId, pageNo, pageSize) => getMaintenanceRecords({ carId, pageNo, pageSize }),
)
