// What a user can evaluate, read from the other seeds and tables: service orders and the orders
// behind maintenance visits, activities registered for, test drives and purchases with their
// sales consultant. A candidate that is the user's but not over yet says why (409 when asked).
import type { EvaluationKind, EvaluationTarget } from '../../../types/api/evaluation'
import type { MaintenanceType } from '../../../types/api/car-service'
import { conflict, notFound } from '../../core/api-error'
import { iso } from '../../core/time'
import { CAR_SERVICE_CARS, MAINTENANCE_VISITS } from '../../seed/car-service'
import { PURCHASES, TEST_DRIVE_CONSULTANTS } from '../../seed/evaluations'
import type { Db } from '../../state/db'

interface Candidate {
  target: EvaluationTarget
  /** Why it cannot be evaluated yet (in progress, not ended, not done). */
  notYet?: string
}

const VISIT_TYPES: Record<MaintenanceType, string> = { routine: '常规保养', repair: '维修', warranty: '保修', recall: '召回' }

const carText = (carId: number) => {
  const car = CAR_SERVICE_CARS.find((c) => c.id === carId)!
  return `${car.plate} · ${car.model}`
}
const dealerName = (db: Db, id: number) => db.dealers.find((d) => d.id === id)?.dealerName ?? ''
const ownCarIds = (who: number) => CAR_SERVICE_CARS.filter((c) => c.accountId === who).map((c) => c.id)

function serviceCandidates(db: Db, who: number): Candidate[] {
  const orders = db.serviceOrders.filter((o) => o.accountId === who).map((o): Candidate => ({
    target: {
      kind: 'service', id: o.id, time: o.steps[o.steps.length - 1]?.time ?? o.receivedAt,
      orderNo: o.orderNo, serviceType: o.serviceType, dealerName: o.dealerName, car: `${o.plateNo} · ${o.modelName}`,
    },
    notYet: o.status === 2 ? undefined : '服务尚未完成，交车后才能评价',
  }))
  const cars = ownCarIds(who)
  const visits = MAINTENANCE_VISITS.filter((v) => cars.includes(v.carId)).map((v): Candidate => ({
    target: {
      kind: 'service', id: v.orderId, time: `${v.date}T17:00:00+08:00`,
      orderNo: `WX${v.date.replace(/-/g, '')}${v.orderId}`, serviceType: VISIT_TYPES[v.type], dealerName: dealerName(db, v.dealerId), car: carText(v.carId),
    },
  }))
  return [...orders, ...visits]
}

function activityCandidates(db: Db, who: number, now: number): Candidate[] {
  return db.registerRecords.filter((r) => r.accountId === who).flatMap((r): Candidate[] => {
    const a = db.registerActivities.find((x) => x.id === r.activityId)
    if (!a) return []
    return [{
      target: { kind: 'activity', id: a.id, time: a.startTime, name: a.name, address: a.address, cover: a.cover },
      notYet: Date.parse(a.endTime) <= now ? undefined : '活动结束后才能评价',
    }]
  })
}

function salesCandidates(db: Db, who: number): Candidate[] {
  const drives = db.testDrives.filter((t) => t.accountId === who).flatMap((t): Candidate[] => {
    const consultantName = TEST_DRIVE_CONSULTANTS[t.id]
    const done = t.status === 3
    // A done test drive without a consultant on record has no one to evaluate.
    if (done && !consultantName) return []
    return [{
      target: {
        kind: 'sales', id: t.id, time: `${t.expectDate}T10:00:00+08:00`, occasion: 'test-drive',
        consultantName: consultantName ?? '', dealerName: t.dealerName, car: t.vehicleTypeName,
      },
      notYet: done ? undefined : '试驾完成后才能评价销售顾问',
    }]
  })
  const cars = ownCarIds(who)
  const purchases = PURCHASES.filter((p) => cars.includes(p.carId)).map((p): Candidate => {
    const car = CAR_SERVICE_CARS.find((c) => c.id === p.carId)!
    return {
      target: {
        kind: 'sales', id: p.id, time: iso(Date.parse(`${car.purchaseDate}T15:00:00+08:00`)), occasion: 'purchase',
        consultantName: p.consultantName, dealerName: dealerName(db, p.dealerId), car: car.model,
      },
    }
  })
  return [...drives, ...purchases]
}

function candidates(db: Db, who: number, kind: EvaluationKind, now: number): Candidate[] {
  if (kind === 'service') return serviceCandidates(db, who)
  if (kind === 'activity') return activityCandidates(db, who, now)
  return salesCandidates(db, who)
}

/** Everything of this kind the user may evaluate now (evaluated or not). */
export function targetsOf(db: Db, who: number, kind: EvaluationKind, now: number): EvaluationTarget[] {
  return candidates(db, who, kind, now).filter((c) => !c.notYet).map((c) => c.target)
}

const MISSING: Record<EvaluationKind, string> = {
  service: '服务工单不存在',
  activity: '没有找到你参加过的这个活动',
  sales: '试驾或购车记录不存在',
}

/** One target of the user: 404 when unknown or someone else's (ids leak nothing), 409 when not over yet. */
export function targetOf(db: Db, who: number, kind: EvaluationKind, id: number, now: number): EvaluationTarget {
  const found = candidates(db, who, kind, now).find((c) => c.target.id === id)
  if (!found) throw notFound(MISSING[kind])
  if (found.notYet) throw conflict(found.notYet)
  return found.target
}
