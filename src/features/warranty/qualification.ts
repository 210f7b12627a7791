import type { RoutineVisit, WarrantyCar, WarrantyRules } from '@api/warranty'
import { addDays, addMonths } from '@/utils/day'

/** Where a maintenance interval starts: the purchase (a new car, 0 km) or the last routine visit. */
export interface IntervalStart {
  kind: 'purchase' | 'maintenance'
  date: string
  mileage: number
}

/** When the next routine maintenance is due, and the last day and km it is still on time. */
export interface Deadline {
  from: IntervalStart
  /** `from` plus the plan's months. */
  dueDate: string
  /** dueDate plus the grace days: a visit on this day is still on time. */
  lastDay: string
  /** `from` plus the plan's km. */
  dueKm: number
  /** dueKm plus the grace km: a visit at this reading is still on time. */
  maxKm: number
}

export type Reason =
  | { kind: 'not-first-owner'; purchaseDate: string; firstRegisteredOn: string | null }
  | { kind: 'over-mileage'; mileage: number; limitKm: number }
  | {
      kind: 'missed-maintenance'
      deadline: Deadline
      /** Which limit the visit (or its absence) went past; the date when both did. */
      by: 'date' | 'mileage'
      /** The late visit; null when none came and the deadline is behind `today` or the odometer. */
      late: RoutineVisit | null
      today: string
      mileage: number
    }

export type Verdict =
  /** Every routine maintenance so far on time: the next one keeps it. */
  | { status: 'qualified'; next: Deadline }
  /** A new car before its first routine maintenance is due: it qualifies while that one is on time. */
  | { status: 'pending'; next: Deadline }
  | { status: 'lost'; reasons: Reason[] }

export function deadlineAfter(from: IntervalStart, plan: WarrantyCar['plan'], rules: WarrantyRules): Deadline {
  const dueDate = addMonths(from.date, plan.intervalMonths)
  const dueKm = from.mileage + plan.intervalKm
  return { from, dueDate, lastDay: addDays(dueDate, rules.graceDays), dueKm, maxKm: dueKm + rules.graceKm }
}

type Miss = Extract<Reason, { kind: 'missed-maintenance' }>

/**
 * Walks the routine visits from the purchase: each must come by the deadline of the one before
 * (date or km, whichever first, each with its grace), and the interval still open must not be
 * behind today or the odometer. Answers the first miss, which is when the warranty was lost,
 * or the deadline still open.
 */
function checkMaintenance(car: WarrantyCar, rules: WarrantyRules, today: string): { miss: Miss } | { next: Deadline; visits: number } {
  const visits = car.routines
    .filter((v) => v.date >= car.purchaseDate)
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date) || a.mileage - b.mileage)
  const base = { today, mileage: car.mileage }
  let from: IntervalStart = { kind: 'purchase', date: car.purchaseDate, mileage: 0 }
  for (const visit of visits) {
    const deadline = deadlineAfter(from, car.plan, rules)
    if (visit.date > deadline.lastDay) return { miss: { kind: 'missed-maintenance', deadline, by: 'date', late: visit, ...base } }
    if (visit.mileage > deadline.maxKm) return { miss: { kind: 'missed-maintenance', deadline, by: 'mileage', late: visit, ...base } }
    from = { kind: 'maintenance', date: visit.date, mileage: visit.mileage }
  }
  const open = deadlineAfter(from, car.plan, rules)
  if (today > open.lastDay) return { miss: { kind: 'missed-maintenance', deadline: open, by: 'date', late: null, ...base } }
  if (car.mileage > open.maxKm) return { miss: { kind: 'missed-maintenance', deadline: open, by: 'mileage', late: null, ...base } }
  return { next: open, visits: visits.length }
}

/**
 * Whether a car has the lifetime warranty (the terms' conditions): its first owner, under the
 * mileage limit, and every routine maintenance on time. Every reason that applies is given.
 * A used car's maintenance is not judged: its visits before the transfer are not in the owner's
 * records, and not being the first owner already decides.
 */
export function qualify(car: WarrantyCar, rules: WarrantyRules, today: string): Verdict {
  const reasons: Reason[] = []
  if (!car.firstOwner) reasons.push({ kind: 'not-first-owner', purchaseDate: car.purchaseDate, firstRegisteredOn: car.firstRegisteredOn })
  if (car.mileage > rules.mileageLimitKm) reasons.push({ kind: 'over-mileage', mileage: car.mileage, limitKm: rules.mileageLimitKm })
  if (!car.firstOwner) return { status: 'lost', reasons }
  const maintenance = checkMaintenance(car, rules, today)
  if ('miss' in maintenance) return { status: 'lost', reasons: [...reasons, maintenance.miss] }
  if (reasons.length) return { status: 'lost', reasons }
  return { status: maintenance.visits ? 'qualified' : 'pending', next: maintenance.next }
}
