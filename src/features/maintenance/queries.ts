import { AREA, definePaged, defineQuery } from '@/core/query'
import { getMaintenanceDetail, getMaintenanceRecords, getMyCars } from './api'

// The maintenance reads, each defined once; kept on the device (a service centre's weak network).

export const maintenanceCarsQuery = defineQuery(() => [AREA.maintenance, 'cars'], getMyCars, { keep: true })
export const maintenanceRecordQuery = defineQuery((id: number) => [AREA.maintenance, 'record', id], getMaintenanceDetail, { keep: true })
/** One car's maintenance records, newest first: the car id keys the list (switching starts over). */
export const maintenanceRecordsList = definePaged(
  (carId: number) => [AREA.maintenance, 'records', carId],
  (carId, pageNo, pageSize) => getMaintenanceRecords({ carId, pageNo, pageSize }),
  { keep: true },
)
