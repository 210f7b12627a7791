import type { TestDriveBody } from '@api/lead'
import { phoneError } from '@/utils/validate'
import { TIME_SLOTS, slotOpen } from './schedule'

/** The city of the booking (same shape as the dealer pages' city, passed in by the page). */
export interface DraftCity {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
}

/** What the user has entered so far; kept until a booking succeeds. */
export interface TestDriveDraft {
  vehicleTypeId: number | null
  city: DraftCity | null
  dealerCode: string | null
  date: string | null
  slot: string | null
  name: string
  mobile: string
  remark: string
}

export const EMPTY_DRAFT: TestDriveDraft = {
  vehicleTypeId: null,
  city: null,
  dealerCode: null,
  date: null,
  slot: null,
  name: '',
  mobile: '',
  remark: '',
}

export type DraftField = 'vehicleTypeId' | 'city' | 'dealerCode' | 'date' | 'slot' | 'name' | 'mobile' | 'remark'
export type DraftErrors = Partial<Record<DraftField, string>>

export const NAME_MAX = 20
export const REMARK_MAX = 150

/** Every problem with the draft, in the order of the form; empty when it can be sent. */
export function validateDraft(d: TestDriveDraft, now: Date | number = Date.now()): DraftErrors {
  const errors: DraftErrors = {}
  if (!d.vehicleTypeId) errors.vehicleTypeId = '请选择试驾车型'
  if (!d.city) errors.city = '请选择试驾城市'
  if (!d.dealerCode) errors.dealerCode = '请选择试驾门店'
  if (!d.date) errors.date = '请选择试驾日期'
  if (!d.slot || !(TIME_SLOTS as readonly string[]).includes(d.slot)) errors.slot = '请选择试驾时间段'
  else if (d.date && !slotOpen(d.date, d.slot, now)) errors.slot = '这个时间段已过，请换一个'
  const name = d.name.trim()
  if (!name) errors.name = '请输入您的姓名'
  else if (name.length > NAME_MAX) errors.name = `姓名不能超过 ${NAME_MAX} 个字`
  const phone = phoneError(d.mobile)
  if (phone) errors.mobile = phone
  if (d.remark.trim().length > REMARK_MAX) errors.remark = `备注不能超过 ${REMARK_MAX} 个字`
  return errors
}

/** The booking call's body; the time slot leads the remark. Call only on a valid draft. */
export function toBody(d: TestDriveDraft): TestDriveBody {
  const remark = d.remark.trim()
  return {
    name: d.name.trim(),
    mobile: d.mobile.trim(),
    vehicleTypeId: d.vehicleTypeId!,
    dealerCode: d.dealerCode!,
    expectDate: d.date!,
    remark: `期望时段 ${d.slot}${remark ? `；${remark}` : ''}`,
  }
}
