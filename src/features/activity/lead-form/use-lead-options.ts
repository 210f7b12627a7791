import type { VehicleType } from '@api/domain'
import type { Dealer } from '@api/lead'
import type { Region } from '@api/user2'
import { useDealerDistricts, useDealerList } from '@/entities/dealer'
import { useVehicleTypes } from '@/entities/vehicle'
import type { LeadNeeds, LeadValues } from './rules'

export interface LeadOptions {
  models?: VehicleType[]
  provinces?: Region[]
  cities?: Region[]
  dealers?: Dealer[]
  /** A list failed to load; the form offers a retry instead of an empty choice. */
  error?: unknown
}

/**
 * The choices of a lead form: models, then province -> city -> dealer, each read through the
 * data cache when needed (an answer for a province no longer chosen never shows).
 */
export function useLeadOptions(values: LeadValues, needs: LeadNeeds) {
  const place = Boolean(needs.city || needs.dealer)
  const { provinceCode, cityCode } = values
  const models = useVehicleTypes(Boolean(needs.model)).load
  const provinces = useDealerDistricts(place ? undefined : false)
  const cities = useDealerDistricts(place && provinceCode ? provinceCode : false)
  const dealers = useDealerList(needs.dealer && provinceCode && cityCode ? { provinceId: provinceCode, cityId: cityCode } : null)
  const reads = [models, provinces, cities, dealers]
  const options: LeadOptions = {
    models: models.data,
    provinces: provinces.data,
    cities: cities.data,
    dealers: dealers.data,
    error: reads.find((r) => r.error !== undefined && !r.data)?.error,
  }
  const retry = () => void Promise.all(reads.filter((r) => r.error !== undefined).map((r) => r.reload()))
  return { options, retry }
}
