import { signedToday, streakOf, type SignInState } from '@/features/sign-in/use-sign-in'

const base: SignInState = { loading: false, signing: false }
const calendar = { month: '2025-03', today: '2025-03-02', signedDays: [1], signedToday: false, continuousDays: 1, rewardPoint: 10 }
const progress = { taskId: 1, completed: true, continuousDays: 4, totalDays: 9, rewardPoint: 10 }

test('failed calls (false) and unknown state count as not signed (spec §8)', () => {
  expect(signedToday(base)).toBe(false)
  expect(signedToday({ ...base, task: false, progress: false, calendar: false })).toBe(false)
  expect(streakOf({ ...base, progress: false, calendar: false })).toBe(0)
})

test('progress decides when it loaded; the calendar is the fall-back', () => {
  expect(signedToday({ ...base, progress, calendar })).toBe(true)
  expect(streakOf({ ...base, progress, calendar })).toBe(4)
  expect(signedToday({ ...base, progress: false, calendar: { ...calendar, signedToday: true } })).toBe(true)
  // Without progress the streak is counted from the month's signed days.
  expect(streakOf({ ...base, progress: false, calendar: { ...calendar, signedDays: [1, 2] } })).toBe(2)
})
