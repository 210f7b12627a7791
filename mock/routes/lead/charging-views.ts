// What the charging routes answer, from the rows: an application or a repair as its owner sees
// it (rated, cancellable), my cars with whether they may apply, and the finding of my orders.
// Someone else's order answers 404, as an unknown id does, so ids leak nothing.
import type { ChargingApplication, ChargingCar, ChargingOrder, ChargingOrderKind, RepairReport } from '../../../types/api/charging'
import { conflict, must } from '../../core/api-error'
import type { Db } from '../../state/db'
import { CAR_SERVICE_CARS, type CarRow } from '../../seed/car-service'
import type { ApplicationRow, RepairRow } from '../../seed/charging'

const OPEN = new Set(['submitted', 'surveyed', 'installing'])

export const ratingOf = (db: Db, kind: ChargingOrderKind, id: number) => db.chargingRatings.find((r) => r.kind === kind && r.orderId === id)
const isRated = (db: Db, kind: ChargingOrderKind, id: number) => !!ratingOf(db, kind, id)

export function applicationView(db: Db, { accountId: _a, ...row }: ApplicationRow): ChargingApplication {
  return { ...row, cancellable: row.status === 'submitted', rated: isRated(db, 'install', row.id) }
}

export function repairView(db: Db, { accountId: _a, ...row }: RepairRow): RepairReport {
  return { ...row, rated: isRated(db, 'repair', row.id) }
}

export const openApplicationOf = (db: Db, carId: number) => db.chargingApplications.find((a) => a.carId === carId && OPEN.has(a.status))

/** A pile counts when the car seed says so or one was installed since (application finished). */
export const hasPile = (db: Db, car: CarRow) => car.hasHomePile || db.chargingPiles.some((p) => p.carId === car.id)

export const NOT_ELECTRIC = '该车辆不是纯电车型，暂不支持安装家用充电桩'
export const PILE_INSTALLED = '该车辆已安装家用充电桩'
export const APPLICATION_OPEN = '该车辆已有进行中的安装申请'

export function chargingCar(db: Db, car: CarRow): ChargingCar {
  const open = openApplicationOf(db, car.id)
  const pile = hasPile(db, car)
  const blockedReason = car.energy !== 'electric' ? NOT_ELECTRIC : pile ? PILE_INSTALLED : open ? APPLICATION_OPEN : null
  return { id: car.id, plate: car.plate, model: car.model, energy: car.energy, hasHomePile: pile, openApplicationId: open?.id ?? null, blockedReason }
}

export const myCars = (accountId: number) => CAR_SERVICE_CARS.filter((c) => c.accountId === accountId)

export const myApplication = (db: Db, accountId: number, id: number): ApplicationRow =>
  must(db.chargingApplications.find((a) => a.id === id && a.accountId === accountId), '安装申请')

export const myRepair = (db: Db, accountId: number, id: number): RepairRow =>
  must(db.chargingRepairs.find((r) => r.id === id && r.accountId === accountId), '报修单')

/** A finished order of mine, as the list shows it; 404 when not mine, 409 while unfinished. */
export function finishedOrder(db: Db, accountId: number, kind: ChargingOrderKind, id: number): ChargingOrder {
  const order = kind === 'install' ? applicationView(db, myApplication(db, accountId, id)) : repairView(db, myRepair(db, accountId, id))
  const finished = order.kind === 'install' ? order.status === 'installed' : order.status === 'repaired'
  if (!finished) throw conflict(kind === 'install' ? '充电桩尚未安装完成，暂不能评价' : '维修尚未完成，暂不能评价')
  return order
}
