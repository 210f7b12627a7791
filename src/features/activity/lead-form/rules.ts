import { chosen, filled, maxLength, on, phone, type Rules } from '@/shared/form'

export interface LeadValues {
  name: string
  mobile: string
  vehicleTypeId?: number
  provinceCode?: string
  cityCode?: string
  dealerCode?: string
  consent: boolean
}

export type LeadField = 'name' | 'mobile' | 'model' | 'city' | 'dealer' | 'consent'

export const NAME_MAX = 20

export const LEAD_MESSAGES = {
  NAME_EMPTY: '请输入姓名',
  NAME_LONG: `姓名不能超过 ${NAME_MAX} 个字`,
  MODEL: '请选择意向车型',
  CITY: '请选择所在城市',
  DEALER: '请选择经销商门店',
  CONSENT: '请阅读并同意《个人信息保护声明》',
} as const

export const EMPTY_LEAD: LeadValues = { name: '', mobile: '', consent: false }

/** Which parts a form asks for: registration needs neither car nor place, a referral needs a dealer. */
export interface LeadNeeds {
  model?: boolean
  city?: boolean
  dealer?: boolean
  consent?: boolean
}

/** The rules of a lead form that asks for `needs`; a city needs its province. */
export function leadRules(needs: LeadNeeds): Rules<LeadValues, LeadField> {
  return {
    name: on('name', filled(LEAD_MESSAGES.NAME_EMPTY), maxLength(NAME_MAX, LEAD_MESSAGES.NAME_LONG)),
    mobile: on('mobile', phone),
    model: needs.model ? on('vehicleTypeId', chosen(LEAD_MESSAGES.MODEL)) : undefined,
    city: needs.city || needs.dealer ? (v) => (v.provinceCode && v.cityCode ? undefined : LEAD_MESSAGES.CITY) : undefined,
    dealer: needs.dealer ? on('dealerCode', chosen(LEAD_MESSAGES.DEALER)) : undefined,
    consent: needs.consent ? on('consent', chosen(LEAD_MESSAGES.CONSENT)) : undefined,
  }
}

/** `patch` applied to `values`: a new province empties the city and dealer, a new city the dealer. */
export function withPlace(values: LeadValues, patch: Partial<LeadValues>): Partial<LeadValues> {
  const next = { ...patch }
  if ('provinceCode' in patch && patch.provinceCode !== values.provinceCode) Object.assign(next, { cityCode: undefined, dealerCode: undefined })
  if ('cityCode' in patch && patch.cityCode !== values.cityCode) next.dealerCode = undefined
  return next
}
