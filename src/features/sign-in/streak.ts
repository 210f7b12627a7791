/*
 * Sign-in streaks on China calendar days written YYYY-MM-DD (the server's "today" is the
 * reference, so the phone's own time zone never shifts a day).
 */

const DAY_MS = 86_400_000

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** Consecutive signed days ending today, or ending yesterday while today is not signed yet. */
export function countStreak(signed: Iterable<string>, today: string): number {
  const days = new Set(signed)
  let day = days.has(today) ? today : addDays(today, -1)
  let n = 0
  while (days.has(day)) {
    n += 1
    day = addDays(day, -1)
  }
  return n
}

/** The days of the current streak, latest first (for marking them on the calendar). */
export function streakDates(today: string, signedToday: boolean, streak: number): string[] {
  const last = signedToday ? today : addDays(today, -1)
  return Array.from({ length: Math.max(0, streak) }, (_, i) => addDays(last, -i))
}
