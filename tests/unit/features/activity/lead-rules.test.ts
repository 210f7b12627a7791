import { EMPTY_LEAD, LEAD_MESSAGES, leadRules, withPlace, type LeadNeeds, type LeadValues } from '@/features/activity/lead-form/rules'
import { hasErrors, validate } from '@/shared/form'
import { MESSAGES } from '@/constants'

const validateLead = (values: LeadValues, needs: LeadNeeds) => validate(values, leadRules(needs))

const FULL = { name: '张三', mobile: '13912345678', vehicleTypeId: 2, provinceCode: '110000', cityCode: '110100', dealerCode: 'EV-BJ-001', consent: true }
const ALL = { model: true, city: true, dealer: true, consent: true }

test('a complete form passes', () => {
  expect(validateLead(FULL, ALL)).toEqual({})
})

test('an empty form names every missing part', () => {
  expect(validateLead(EMPTY_LEAD, ALL)).toEqual({
    name: LEAD_MESSAGES.NAME_EMPTY,
    mobile: MESSAGES.PHONE_EMPTY,
    model: LEAD_MESSAGES.MODEL,
    city: LEAD_MESSAGES.CITY,
    dealer: LEAD_MESSAGES.DEALER,
    consent: LEAD_MESSAGES.CONSENT,
  })
})

test('the phone follows spec §5: 11 digits, 1 then 3-9', () => {
  for (const bad of ['12345678901', '1391234567', '139123456789', '23912345678', '1391234567a']) {
    expect(validateLead({ ...FULL, mobile: bad }, ALL).mobile).toBe(MESSAGES.PHONE_INVALID)
  }
  expect(validateLead({ ...FULL, mobile: ' 13912345678 ' }, ALL).mobile).toBeUndefined()
})

test('a blank or too long name is refused', () => {
  expect(validateLead({ ...FULL, name: '   ' }, ALL).name).toBe(LEAD_MESSAGES.NAME_EMPTY)
  expect(validateLead({ ...FULL, name: '名'.repeat(21) }, ALL).name).toBe(LEAD_MESSAGES.NAME_LONG)
  expect(validateLead({ ...FULL, name: '名'.repeat(20) }, ALL).name).toBeUndefined()
})

test('only what a form needs is checked; a city needs its province', () => {
  expect(validateLead({ ...EMPTY_LEAD, name: '王', mobile: '13800138000' }, {})).toEqual({})
  expect(validateLead({ ...FULL, provinceCode: undefined }, { city: true }).city).toBe(LEAD_MESSAGES.CITY)
  expect(hasErrors({})).toBe(false)
  expect(hasErrors({ name: 'x' })).toBe(true)
})

test('a new province empties the city and dealer; a new city empties the dealer', () => {
  expect(withPlace(FULL, { provinceCode: '310000' })).toEqual({ provinceCode: '310000', cityCode: undefined, dealerCode: undefined })
  expect(withPlace(FULL, { cityCode: '110200' })).toEqual({ cityCode: '110200', dealerCode: undefined })
  expect(withPlace(FULL, { provinceCode: '110000', name: '李' })).toEqual({ provinceCode: '110000', name: '李' })
})
