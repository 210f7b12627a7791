import { phoneError } from '@/utils'

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
export type LeadErrors = Partial<Record<LeadField, string>>

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

/** Every message for what is wrong, empty when the form may be sent. */
export function validateLead(v: LeadValues, needs: LeadNeeds): LeadErrors {
  const errors: LeadErrors = {}
  const name = v.name.trim()
  if (!name) errors.name = LEAD_MESSAGES.NAME_EMPTY
  else if ([...name].length > NAME_MAX) errors.name = LEAD_MESSAGES.NAME_LONG
  const phone = phoneError(v.mobile)
  if (phone) errors.mobile = phone
  if (needs.model && !v.vehicleTypeId) errors.model = LEAD_MESSAGES.MODEL
  if ((needs.city || needs.dealer) && (!v.provinceCode || !v.cityCode)) errors.city = LEAD_MESSAGES.CITY
  if (needs.dealer && !v.dealerCode) errors.dealer = LEAD_MESSAGES.DEALER
  if (needs.consent && !v.consent) errors.consent = LEAD_MESSAGES.CONSENT
  return errors
}

export const hasErrors = (errors: LeadErrors) => Object.keys(errors).length > 0
