import { appPasswordError, confirmPasswordError } from '@/features/auth/register/password'

test('the app password: 8-20 characters, letters and digits both, no spaces', () => {
  expect(appPasswordError('')).toBe('请设置密码')
  expect(appPasswordError('abc 12345')).toBe('密码不能包含空格')
  expect(appPasswordError('abc1234\t')).toBe('密码不能包含空格')
  expect(appPasswordError('abc1234')).toBe('密码需为 8-20 位')
  expect(appPasswordError(`a${'1'.repeat(20)}`)).toBe('密码需为 8-20 位')
  expect(appPasswordError('abcdefgh')).toBe('密码需同时包含字母和数字')
  expect(appPasswordError('12345678')).toBe('密码需同时包含字母和数字')
  expect(appPasswordError('abcd1234')).toBeUndefined()
  expect(appPasswordError(`A${'1'.repeat(19)}`)).toBeUndefined()
  expect(appPasswordError('Xc#2025!ok')).toBeUndefined()
})

test('only what the server takes: letters, digits and English symbols (printable ASCII)', () => {
  expect(appPasswordError('密码abc12345')).toBe('密码只能包含字母、数字和英文符号')
  expect(appPasswordError('abc12345！')).toBe('密码只能包含字母、数字和英文符号')
  expect(appPasswordError('abc12345~')).toBeUndefined()
})

test('the confirmation repeats the password', () => {
  expect(confirmPasswordError('abcd1234', '')).toBe('请再次输入密码')
  expect(confirmPasswordError('abcd1234', 'abcd1235')).toBe('两次输入的密码不一致')
  expect(confirmPasswordError('abcd1234', 'abcd1234')).toBeUndefined()
})
