// Times in answers are ISO strings with the China offset, so they mean the same instant in
// any time zone; "today" (sign-in days, expectDate) is the calendar day in China.
const CHINA_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 24 * 3600 * 1000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 2025-03-01T10:00:00+08:00 */
export function iso(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+08:00`
  )
}

/** Calendar day in China, YYYY-MM-DD. */
export function chinaDay(ms: number): string {
  return iso(ms).slice(0, 10)
}

export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS
  return new Date(ms).toISOString().slice(0, 10)
}

export const days = (n: number) => n * DAY_MS
export const hours = (n: number) => n * 3600 * 1000
