import { unbroken } from '@/utils'

test('a code keeps its characters and joins each hyphen to both neighbours', () => {
  const code = unbroken('XC-P202510-6301')
  expect(code.replace(/\u2060/g, '')).toBe('XC-P202510-6301')
  expect(code).toBe('XC\u2060-\u2060P202510\u2060-\u20606301')
  expect(unbroken('6301')).toBe('6301')
})
