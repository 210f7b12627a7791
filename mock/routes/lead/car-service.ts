// Car service of the signed-in owner (issue 15): my cars, and each car's maintenance records
// newest first, paged, and one record with its items. Seed rows are read-only, so they are read
// from the seed module; the dealer's name and contact come from the dealer rows.
import { Type } from '@sinclair/typebox'
import {
  MaintenanceDetailSchema, MaintenanceQuerySchema, MaintenanceRecordSchema, OwnedCarSchema,
  type MaintenanceDetail, type MaintenanceRecord, type OwnedCar,
} from '../../../types/api/car-service'
import { IdParamsSchema, PageSchema } from '../../../types/api/common'
import { forbidden, must } from '../../core/api-error'
import { paginate } from '../../core/paging'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'
import { CAR_SERVICE_CARS, MAINTENANCE_VISITS, type CarRow, type VisitRow } from '../../seed/car-service'
import { me } from '../lookup'

/** The car as the owner sees it, with its last routine maintenance for the next-maintenance rule. */
function carView({ accountId: _a, firstOwner: _f, firstRegisteredOn: _r, ...car }: CarRow): OwnedCar {
  const last = MAINTENANCE_VISITS.filter((v) => v.carId === car.id && v.type === 'routine')
    .reduce<VisitRow | null>((a, v) => (!a || v.date > a.date ? v : a), null)
  return { ...car, lastRoutine: last && { date: last.date, mileage: last.mileage } }
}

/** The car, 404 when unknown, 403 when it belongs to someone else. */
function ownCar(accountId: number, carId: number): CarRow {
  const car = must(CAR_SERVICE_CARS.find((c) => c.id === carId), `车辆 ${carId} `)
  if (car.accountId !== accountId) throw forbidden('这辆车不在你的名下')
  return car
}

function dealerOf(db: Db, visit: VisitRow) {
  return must(db.dealers.find((d) => d.id === visit.dealerId), '经销商')
}

function recordOf({ id, carId, date, mileage, type, amount }: VisitRow, dealerName: string): MaintenanceRecord {
  return { id, carId, date, dealerName, mileage, type, amount }
}

function detailOf(db: Db, visit: VisitRow): MaintenanceDetail {
  const d = dealerOf(db, visit)
  return {
    ...recordOf(visit, d.dealerName),
    items: visit.items,
    advisorName: visit.advisorName,
    dealer: { name: d.dealerName, phone: d.phone, address: d.address, latitude: d.latitude, longitude: d.longitude },
    orderId: visit.orderId,
  }
}

export const carServiceRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/cars', summary: '我的车辆（含保养间隔）',
    auth: 'required', spec: false, response: Type.Array(OwnedCarSchema), sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      return CAR_SERVICE_CARS.filter((c) => c.accountId === who).map(carView)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/maintenance', summary: '一辆车的保养记录（新的在前，分页）',
    auth: 'required', spec: false, query: MaintenanceQuerySchema, response: PageSchema(MaintenanceRecordSchema),
    sample: { query: { carId: 1, pageNo: 2, pageSize: 10 } },
    handler: ({ db, accountId, query }) => {
      const car = ownCar(me(db, accountId).accountId, query.carId)
      const rows = MAINTENANCE_VISITS.filter((v) => v.carId === car.id)
        .slice()
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        .map((v) => recordOf(v, dealerOf(db, v).dealerName))
      return paginate(rows, query)
    },
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/maintenance/:id', summary: '保养记录详情（项目、顾问、门店）',
    auth: 'required', spec: false, params: IdParamsSchema, response: MaintenanceDetailSchema, sample: { params: { id: 114 } },
    handler: ({ db, accountId, params }) => {
      const visit = must(MAINTENANCE_VISITS.find((v) => v.id === params.id), `保养记录 ${params.id} `)
      ownCar(me(db, accountId).accountId, visit.carId)
      return detailOf(db, visit)
    },
  }),
]
