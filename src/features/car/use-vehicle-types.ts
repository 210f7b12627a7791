import { useCallback, useEffect, useState } from 'react'
import type { VehicleType } from '@api/domain'
import { getVehicleTypes } from './api'

/** The models, for pickers (new models first). */
export function useVehicleTypes() {
  const [types, setTypes] = useState<VehicleType[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      setTypes(await getVehicleTypes(true))
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  return { types, loading, error, reload }
}
