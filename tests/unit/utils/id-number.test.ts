import { idNumberError, normalizeIdNumber } from '@/utils'
import { idCheckChar } from '@/utils/id-number'

const TODAY = new Date(2026, 10, 25)
const error = (value: string) => idNumberError(value, TODAY)
/** A number with a correct check character, from its first 17 digits. */
const valid = (first17: string) => `${first17}${idCheckChar(first17)}`

test('valid numbers pass, one ending in X (lower case too), blanks trimmed', () => {
  expect(error('11010519491231002X')).toBe('')
  expect(error('11010519491231002x')).toBe('')
  expect(error('440304199001011233')).toBe('')
  expect(error('  32010619850612003X ')).toBe('')
  // 29 February of a leap year, and the region codes at the ends of the list.
  expect(error('110105200002290013')).toBe('')
  expect(error(valid('65010119900101123'))).toBe('')
  expect(error(valid('82000019900101123'))).toBe('')
  expect(normalizeIdNumber(' 11010519491231002x ')).toBe('11010519491231002X')
})

test('empty and wrong length', () => {
  expect(error('')).toBe('请输入身份证号')
  expect(error('   ')).toBe('请输入身份证号')
  expect(error('11010519491231002')).toBe('身份证号应为 18 位')
  expect(error('11010519491231002X1')).toBe('身份证号应为 18 位')
  expect(error('1101051949123100XX')).toBe('身份证号应为 18 位')
  expect(error('11010519491231002Y')).toBe('身份证号应为 18 位')
})

test('the region code must be a province-level one', () => {
  expect(error(valid('10010519491231002'))).toBe('身份证号地区码无效')
  expect(error(valid('16010519491231002'))).toBe('身份证号地区码无效')
  expect(error(valid('72010519491231002'))).toBe('身份证号地区码无效')
  expect(error(valid('91010519491231002'))).toBe('身份证号地区码无效')
})

test('the birth date must be a real day from 1900 to today', () => {
  expect(error(valid('11010519490230002'))).toBe('身份证号出生日期无效') // 30 February
  expect(error(valid('11010519001329002'))).toBe('身份证号出生日期无效') // month 13
  expect(error(valid('11010520010229002'))).toBe('身份证号出生日期无效') // 2001 is no leap year
  expect(error(valid('11010518991231002'))).toBe('身份证号出生日期无效')
  expect(error(valid('11010520261126002'))).toBe('身份证号出生日期无效') // tomorrow
  expect(error(valid('11010520261125002'))).toBe('')
  expect(error(valid('11010519000101002'))).toBe('')
})

test('the check character (ISO 7064 MOD 11-2)', () => {
  expect(idCheckChar('11010519491231002')).toBe('X')
  expect(idCheckChar('51010419870812345')).toBe('0')
  expect(error('110105194912310021')).toBe('身份证号校验位不正确')
  expect(error('440304199001011234')).toBe('身份证号校验位不正确')
  expect(error('51010419870812345X')).toBe('身份证号校验位不正确')
})
