import { chosen, filled, hasErrors, idNumber, maxLength, minLength, on, phone, smsCode, validate } from '@/shared/form'
import { MESSAGES } from '@/constants'

interface V {
  name: string
  mobile: string
  pick?: number
}

test('each field gets the message of its first failing check, in the order of the rules', () => {
  const rules = {
    mobile: on<V, 'mobile'>('mobile', phone),
    name: on<V, 'name'>('name', filled('空'), maxLength(3, '长')),
    pick: on<V, 'pick'>('pick', chosen('选')),
  }
  expect(validate({ name: ' ', mobile: '' }, rules)).toEqual({ mobile: MESSAGES.PHONE_EMPTY, name: '空', pick: '选' })
  expect(Object.keys(validate({ name: '', mobile: '' }, rules))).toEqual(['mobile', 'name', 'pick'])
  expect(validate({ name: '一二三四', mobile: '13912345678', pick: 1 }, rules)).toEqual({ name: '长' })
  expect(validate({ name: ' 一二三 ', mobile: ' 13912345678 ', pick: 1 }, rules)).toEqual({})
})

test('lengths are counted in characters once trimmed', () => {
  expect(maxLength(2, 'x')('😀😀')).toBeUndefined()
  expect(maxLength(2, 'x')('😀😀😀')).toBe('x')
  expect(minLength(2, 'y')(' 路 ')).toBe('y')
})

test('the phone follows spec §5 and the SMS code has six digits', () => {
  for (const bad of ['12345678901', '1391234567', '139123456789', '23912345678', '1391234567a']) expect(phone(bad)).toBe(MESSAGES.PHONE_INVALID)
  expect(phone('13012345678')).toBeUndefined()
  expect(smsCode('')).toBe(MESSAGES.CODE_EMPTY)
  expect(smsCode('12345')).toBe(MESSAGES.CODE_INVALID)
  expect(smsCode('123456')).toBeUndefined()
})

test('the ID number check is the utils rule, quiet when valid', () => {
  expect(idNumber('11010519491231002x')).toBeUndefined()
  expect(idNumber('')).toBe('请输入身份证号')
  expect(idNumber('110105194912310021')).toBe('身份证号校验位不正确')
})

test('hasErrors', () => {
  expect(hasErrors({})).toBe(false)
  expect(hasErrors({ a: undefined })).toBe(false)
  expect(hasErrors({ a: 'x' })).toBe(true)
})
