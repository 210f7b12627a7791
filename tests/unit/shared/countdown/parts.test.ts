import { countdownParts, countdownText, targetTime } from '@/shared/countdown'

const DAY = 86_400_000

test('remaining time splits into days, hours, minutes and seconds', () => {
  expect(countdownParts(2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toEqual({
    days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 2 * 86_400 + 3 * 3600 + 4 * 60 + 5, done: false,
  })
})

test('a partial second counts as one until the very end; nothing left is done', () => {
  expect(countdownParts(1).totalSeconds).toBe(1)
  expect(countdownParts(59_001).totalSeconds).toBe(60)
  expect(countdownParts(0)).toMatchObject({ totalSeconds: 0, done: true })
  expect(countdownParts(-5_000)).toMatchObject({ totalSeconds: 0, done: true })
  expect(countdownParts(Number.NaN)).toMatchObject({ totalSeconds: 0, done: true })
})

test('flash sale text: days, then HH:MM:SS', () => {
  expect(countdownText(countdownParts(3 * DAY))).toBe('3天 00:00:00')
  expect(countdownText(countdownParts(3_661_000))).toBe('01:01:01')
  expect(countdownText(countdownParts(DAY - 1000))).toBe('23:59:59')
  expect(countdownText(countdownParts(-1))).toBe('00:00:00')
})

test('a target may be epoch ms, an ISO string or a Date; nonsense is no target', () => {
  const iso = '2026-05-04T12:00:00+08:00'
  expect(targetTime(iso)).toBe(Date.parse(iso))
  expect(targetTime(new Date(5))).toBe(5)
  expect(targetTime(7)).toBe(7)
  expect(targetTime('soon')).toBeUndefined()
  expect(targetTime(undefined)).toBeUndefined()
})
