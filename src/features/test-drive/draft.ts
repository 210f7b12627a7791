import type { TestDriveBody } from '@api/lead'
import { chosen, filled, maxLength, on, phone, validate, type Errors, type Rules } from '@/shared/form'
import { TIME_SLOTS, slotOpen } from './schedule'

/** The city of the booking (same shape as the dealer pages' city, passed in by the page). */
export interface DraftCity {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  /** Proposed by the page (the located, last or default city), not picked: a fix that comes later replaces it. */
  auto?: boolean
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
export type DraftErrors = Errors<DraftField>

export const NAME_MAX = 20
export const REMARK_MAX = 150

/** The rules in the order of the form; a slot must still be open at `now`. */
export function draftRules(now: Date | number = Date.now()): Rules<TestDriveDraft, DraftField> {
  return {
    vehicleTypeId: on('vehicleTypeId', chosen('请选择试驾车型')),
    city: on('city', chosen('请选择试驾城市')),
    dealerCode: on('dealerCode', chosen('请选择试驾门店')),
    date: on('date', chosen('请选择试驾日期')),
    slot: (d) => {
      if (!d.slot || !(TIME_SLOTS as readonly string[]).includes(d.slot)) return '请选择试驾时间段'
      return d.date && !slotOpen(d.date, d.slot, now) ? '这个时间段已过，请换一个' : undefined
    },
    name: on('name', filled('请输入您的姓名'), maxLength(NAME_MAX, `姓名不能超过 ${NAME_MAX} 个字`)),
    mobile: on('mobile', phone),
    remark: on('remark', maxLength(REMARK_MAX, `备注不能超过 ${REMARK_MAX} 个字`)),
  }
}

/** Every problem with the draft, in the order of the form; empty when it can be sent. */
export const validateDraft = (d: TestDriveDraft, now: Date | number = Date.now()): DraftErrors => validate(d, draftRules(now))

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
