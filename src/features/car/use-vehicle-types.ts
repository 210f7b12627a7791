import type { VehicleType } from '@api/domain'
import { useLoad } from '@/shared/use-load'
import { getVehicleTypes } from './api'

const NONE: VehicleType[] = []

/** The models, for pickers (new models first). */
export function useVehicleTypes() {
  const { data, loading, error, reload } = useLoad(() => getVehicleTypes(true), 'vehicle-types')
  return { types: data ?? NONE, loading, error, reload }
}
