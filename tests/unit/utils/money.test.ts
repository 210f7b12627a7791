import { formatYuan, yuanText } from '@/utils/money'

test('fen to yuan text in whole-number arithmetic', () => {
  expect(yuanText(1005)).toBe('¥10.05')
  expect(yuanText(19900)).toBe('¥199.00')
  expect(formatYuan(-2050)).toBe('-20.50')
  expect(yuanText(undefined)).toBe('¥0.00')
})
