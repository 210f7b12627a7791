import { addDays, countStreak, streakDates } from '@/features/sign-in/streak'
import { daysInMonth, monthGrid, monthLabel, shiftMonth } from '@/features/sign-in/calendar'

const TODAY = '2025-03-02'

test('days add across month and year ends', () => {
  expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
  expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
})

test('the streak counts back from today when today is signed', () => {
  expect(countStreak(['2025-02-28', '2025-03-01', '2025-03-02'], TODAY)).toBe(3)
})

test('the streak counts back from yesterday while today is not signed yet', () => {
  // The seed's user 1: signed on the last three days, not today.
  expect(countStreak(['2025-02-27', '2025-02-28', '2025-03-01'], TODAY)).toBe(3)
})

test('a missed day breaks the streak; no recent sign-in is 0', () => {
  expect(countStreak(['2025-02-20', '2025-02-21', '2025-03-01', '2025-03-02'], TODAY)).toBe(2)
  expect(countStreak(['2025-02-27'], TODAY)).toBe(0)
  expect(countStreak([], TODAY)).toBe(0)
})

test('duplicates and order do not matter', () => {
  expect(countStreak(['2025-03-02', '2025-03-01', '2025-03-02', '2025-03-01'], TODAY)).toBe(2)
})

test('the streak dates end today once signed, else yesterday', () => {
  expect(streakDates(TODAY, true, 3)).toEqual(['2025-03-02', '2025-03-01', '2025-02-28'])
  expect(streakDates(TODAY, false, 2)).toEqual(['2025-03-01', '2025-02-28'])
  expect(streakDates(TODAY, false, 0)).toEqual([])
})

test('months: length, paging and label', () => {
  expect(daysInMonth('2024-02')).toBe(29)
  expect(daysInMonth('2025-02')).toBe(28)
  expect(daysInMonth('2025-12')).toBe(31)
  expect(shiftMonth('2025-01', -1)).toBe('2024-12')
  expect(shiftMonth('2025-12', 1)).toBe('2026-01')
  expect(monthLabel('2025-03')).toBe('2025年3月')
})

test('the month grid starts on Sunday and marks signed, today, future and streak days', () => {
  // 2025-03-01 is a Saturday: six blanks, then the 1st.
  const weeks = monthGrid('2025-03', [1, 2], TODAY, streakDates(TODAY, true, 2))
  expect(weeks[0].slice(0, 6)).toEqual(Array(6).fill(null))
  expect(weeks.every((w) => w.length === 7)).toBe(true)
  const cells = weeks.flat().filter((c) => c !== null)
  expect(cells).toHaveLength(31)
  const day = (n: number) => cells[n - 1]!
  expect(day(1)).toMatchObject({ date: '2025-03-01', signed: true, inStreak: true, today: false, future: false })
  expect(day(2)).toMatchObject({ signed: true, today: true, inStreak: true })
  expect(day(3)).toMatchObject({ signed: false, future: true, inStreak: false })
})
