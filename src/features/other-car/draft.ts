import type { OtherCarInput } from '@api/other-car'
import { chosen, on, type Rules } from '@/shared/form'
import { normalisePlate, plateError } from './plate'
import { purchaseDateError } from './purchase-date'
import { normaliseVin, vinError } from './vin'

/** The server keeps at most this many cars of other brands per owner (MAX_OTHER_CARS). */
export const MAX_OTHER_CARS = 5

/** What the add form holds while the user types: the plate and VIN as typed. */
export interface OtherCarDraft {
  brandId?: number
  modelId?: number
  plate: string
  vin: string
  /** YYYY-MM-DD, '' until picked. */
  purchaseDate: string
  /** The driving licence's photo: optional, at most one. */
  licencePhotos: string[]
}

export type DraftField = 'brandId' | 'modelId' | 'plate' | 'vin' | 'purchaseDate'

export const EMPTY_DRAFT: OtherCarDraft = { plate: '', vin: '', purchaseDate: '', licencePhotos: [] }

/** Field -> its rule, in the order of the form; `todayDay` is the last allowed purchase day. */
export function draftRules(todayDay: string): Rules<OtherCarDraft, DraftField> {
  return {
    brandId: on('brandId', chosen('请选择品牌')),
    modelId: on('modelId', chosen('请选择车型')),
    plate: on('plate', plateError),
    vin: on('vin', vinError),
    purchaseDate: (d) => purchaseDateError(d.purchaseDate, todayDay),
  }
}

/** The body the server takes, from a valid draft: plate and VIN normalised, empty ones left out. */
export function toInput(d: OtherCarDraft): OtherCarInput {
  const vin = normaliseVin(d.vin)
  return {
    brandId: d.brandId!,
    modelId: d.modelId!,
    plate: normalisePlate(d.plate),
    ...(vin ? { vin } : {}),
    purchaseDate: d.purchaseDate,
    ...(d.licencePhotos[0] ? { licencePhoto: d.licencePhotos[0] } : {}),
  }
}
