import type { VehicleType } from '@api/domain'
import { AREA, defineQuery } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getVehicleTypes } from './api'

// The brand's models (spec §7: vehicleType/list): the car tab, the test drive and the activity
// lead forms choose from them.

export { getVehicleTypes } from './api'

export const vehicleTypesQuery = defineQuery(
  (newCarFirst: boolean) => [AREA.car, 'vehicle-types', newCarFirst ? 'new-first' : 'all'],
  (newCarFirst: boolean) => getVehicleTypes(newCarFirst),
)

const NONE: VehicleType[] = []

/** The models, new ones first, for pickers; `enabled` false waits (a form that asks no model). */
export function useVehicleTypes(enabled = true) {
  const load = useQuery(vehicleTypesQuery, enabled ? [true] : null)
  return { types: load.data ?? NONE, load }
}
