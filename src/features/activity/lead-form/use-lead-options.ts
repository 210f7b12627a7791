import { useCallback, useEffect, useState } from 'react'
import type { VehicleType } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Region } from '@api/user2'
import { getDealerRegions, getDealers, getVehicleTypes } from '../api'
import type { LeadNeeds, LeadValues } from './rules'

export interface LeadOptions {
  models?: VehicleType[]
  provinces?: Region[]
  cities?: Region[]
  dealers?: Dealer[]
  /** A list failed to load; the form offers a retry instead of an empty choice. */
  error?: unknown
}

/** The choices of a lead form: models, then province -> city -> dealer, each loaded when needed. */
export function useLeadOptions(values: LeadValues, needs: LeadNeeds) {
  const [options, setOptions] = useState<LeadOptions>({})
  const [attempt, setAttempt] = useState(0)
  const place = Boolean(needs.city || needs.dealer)
  const fail = (error: unknown) => setOptions((o) => ({ ...o, error }))

  useEffect(() => {
    setOptions((o) => ({ ...o, error: undefined }))
    if (needs.model) getVehicleTypes().then((models) => setOptions((o) => ({ ...o, models })), fail)
    if (place) getDealerRegions().then((provinces) => setOptions((o) => ({ ...o, provinces })), fail)
  }, [needs.model, place, attempt])

  const { provinceCode, cityCode } = values
  useEffect(() => {
    setOptions((o) => ({ ...o, cities: undefined }))
    if (place && provinceCode) getDealerRegions(provinceCode).then((cities) => setOptions((o) => ({ ...o, cities })), fail)
  }, [place, provinceCode, attempt])

  useEffect(() => {
    setOptions((o) => ({ ...o, dealers: undefined }))
    if (needs.dealer && provinceCode && cityCode) {
      getDealers(provinceCode, cityCode).then((dealers) => setOptions((o) => ({ ...o, dealers })), fail)
    }
  }, [needs.dealer, provinceCode, cityCode, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { options, retry }
}
