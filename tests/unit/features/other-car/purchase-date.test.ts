import { purchaseDateError, today } from '@/features/other-car/purchase-date'

test('today is the device\'s calendar day', () => {
  expect(today(new Date(2025, 5, 9, 23, 59).getTime())).toBe('2025-06-09')
})

test.each([
  ['', '请选择购车日期'],
  ['2025-02-30', '购车日期不是有效的日期'],
  ['2025/06/01', '购车日期不是有效的日期'],
  ['2025-06-10', '购车日期不能晚于今天'],
  ['2026-01-01', '购车日期不能晚于今天'],
])('%s on 2025-06-09: %s', (day, message) => {
  expect(purchaseDateError(day, '2025-06-09')).toBe(message)
})

test('today and any day before it are fine', () => {
  expect(purchaseDateError('2025-06-09', '2025-06-09')).toBeUndefined()
  expect(purchaseDateError('2019-05-20', '2025-06-09')).toBeUndefined()
  expect(purchaseDateError('2024-02-29', '2025-06-09')).toBeUndefined()
})
