import { dotDate } from '@/features/magazine/dates'

test('issue dates read YYYY.MM.DD', () => {
  expect(dotDate('2025-03-01')).toBe('2025.03.01')
  expect(dotDate('2025-03-01T10:00:00+08:00')).toBe('2025.03.01')
  expect(dotDate('')).toBe('')
  expect(dotDate('soon')).toBe('')
})
