import type { MaintenancePlan } from '@api/car-service'
import { addMonths } from '@/utils/day'

export interface LastRoutine {
  /** Day of the last routine maintenance, YYYY-MM-DD. */
  date: string
  mileage: number
}

export interface NextMaintenance {
  /** Due day by the month interval, YYYY-MM-DD. */
  dueDate: string
  /** Due odometer reading by the km interval. */
  dueKm: number
  /** Which interval is reached first, estimated from the average daily mileage. */
  first: 'date' | 'mileage'
  overdue: boolean
}

const DAY_MS = 86_400_000
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)

// The calendar helper moved to utils (the warranty rule counts months too); still exported here.
export { addMonths }

/**
 * The next routine maintenance is due at the last one's date plus the month interval, or at its
 * mileage plus the km interval, whichever comes first. The km due day is estimated from the
 * current odometer and the average daily mileage; it is overdue once either is reached.
 * Without a routine maintenance yet, the purchase (date, 0 km) counts as the last one.
 */
export function nextMaintenance(last: LastRoutine, plan: MaintenancePlan, currentKm: number, today: string): NextMaintenance {
  const dueDate = addMonths(last.date, plan.intervalMonths)
  const dueKm = last.mileage + plan.intervalKm
  const kmLeft = dueKm - currentKm
  const kmDayMs = plan.dailyKm > 0 ? dayMs(today) + Math.ceil(Math.max(kmLeft, 0) / plan.dailyKm) * DAY_MS : Infinity
  const first = kmDayMs < dayMs(dueDate) ? 'mileage' : 'date'
  const overdue = kmLeft <= 0 || today >= dueDate
  return { dueDate, dueKm, first, overdue }
}

/** 下次保养：2026-03-01 或 35000 km，以先到者为准 (已超期 is shown beside it). */
export function nextMaintenanceText(next: NextMaintenance): string {
  return `下次保养：${next.dueDate} 或 ${next.dueKm} km，以先到者为准`
}
