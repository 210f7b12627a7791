// Calendar days as 'YYYY-MM-DD' strings, computed in UTC so the device's time zone never moves a
// day. Service intervals and deadlines (maintenance, warranty) count in these.

const DAY_MS = 86_400_000

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Adds months on the calendar; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number)
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, last))
  return dayOf(target.getTime())
}

export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS)
}
