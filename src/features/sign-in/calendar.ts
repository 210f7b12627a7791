export interface DayCell {
  /** YYYY-MM-DD */
  date: string
  day: number
  signed: boolean
  today: boolean
  future: boolean
  inStreak: boolean
}

/** Weeks start on Sunday, as Chinese wall calendars print them. */
export const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

const pad = (n: number) => String(n).padStart(2, '0')

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** '2025-01' + -1 -> '2024-12' */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + delta, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return `${y}年${m}月`
}

/**
 * The month as weeks of 7 cells; cells before the 1st and after the last day are null.
 * `streak` holds the dates of the current streak (see streakDates).
 */
export function monthGrid(month: string, signedDays: number[], today: string, streak: string[] = []): (DayCell | null)[][] {
  const signed = new Set(signedDays)
  const inStreak = new Set(streak)
  const first = new Date(`${month}-01T00:00:00Z`).getUTCDay()
  const cells: (DayCell | null)[] = Array.from({ length: first }, () => null)
  for (let day = 1; day <= daysInMonth(month); day++) {
    const date = `${month}-${pad(day)}`
    cells.push({ date, day, signed: signed.has(day), today: date === today, future: date > today, inStreak: inStreak.has(date) })
  }
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}
