import type { VehicleType } from '@api/domain'
import { useLoad } from '@/shared/use-load'
import { getVehicleTypes } from './api'

const NONE: VehicleType[] = []

/** The models, for pickers (new models first). */
export function useVehicleTypes() {
  const load = useLoad(['car', 'vehicle-types', 'new-first'], () => getVehicleTypes(true))
  return { types: load.data ?? NONE, load }
}
