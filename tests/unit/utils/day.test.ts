import { addDays, addMonths } from '@/utils/day'

test('months are added on the calendar; a missing day becomes the month\'s last', () => {
  expect(addMonths('2023-09-02', 6)).toBe('2024-03-02')
  expect(addMonths('2025-08-31', 6)).toBe('2026-02-28')
  expect(addMonths('2023-08-31', 6)).toBe('2024-02-29')
  expect(addMonths('2025-10-08', 12)).toBe('2026-10-08')
})

test('days cross month and leap-year ends', () => {
  expect(addDays('2024-03-02', 30)).toBe('2024-04-01')
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
})
