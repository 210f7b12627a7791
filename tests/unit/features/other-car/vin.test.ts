import { VIN_PATTERN } from '@api/other-car'
import { normaliseVin, vinCheckDigit, vinError } from '@/features/other-car/vin'
import { vinCheckDigit as serverCheckDigit } from '../../../../mock/routes/lead/vin-check'

const FORMAT = '车架号为 17 位字母或数字，不含 I、O、Q'
const CHECK = '车架号校验位（第 9 位）不正确，请核对行驶证上的车架号'

test('the check digit of known VINs', () => {
  // The worked example of ISO 3779 / 49 CFR 565 (remainder 10 is X), and a real one.
  expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
  expect(vinCheckDigit('11111111111111111')).toBe('1')
  expect(vinCheckDigit('WBA3A5G59DNP26082')).toBe('9')
})

test('the VIN is optional; blanks and lower case are forgiven', () => {
  expect(vinError('')).toBeUndefined()
  expect(vinError('   ')).toBeUndefined()
  expect(normaliseVin(' lsvau 2182k 2123456 ')).toBe('LSVAU2182K2123456')
  expect(vinError('lsvau2182k2123456')).toBeUndefined()
})

test.each([
  ['LSVAU2182K212345', FORMAT],
  ['LSVAU2182K21234567', FORMAT],
  ['LSVAU2182K21I3456', FORMAT],
  ['LSVAU2182K21O3456', FORMAT],
  ['LSVAQ2182K2123456', FORMAT],
  ['LSVAU2182K212345-', FORMAT],
  ['LSVAU2180K2123456', CHECK],
  ['1M8GDM9A0KP042788', CHECK],
])('%s: %s', (vin, message) => {
  expect(vinError(vin)).toBe(message)
})

test('the app and the server compute the same check digit, and agree with the server pattern on the form', () => {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
  let seed = 11
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const pattern = new RegExp(VIN_PATTERN)
  for (let i = 0; i < 300; i++) {
    const vin = Array.from({ length: 17 }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
    expect(pattern.test(vin)).toBe(true)
    expect(vinCheckDigit(vin)).toBe(serverCheckDigit(vin))
  }
  expect(pattern.test('LSVAQ2182K2123456')).toBe(false)
})
