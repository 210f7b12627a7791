// Domain `lead`, car service (/web/car-service/...): my cars and their maintenance records.
// The spec shows no calls for these screens; they follow the style of its §7.
import { Type, type Static } from '@sinclair/typebox'
import { FenSchema, PageQuerySchema } from './common'

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** Service intervals of a car: the next routine maintenance is due after either, first one wins. */
export const MaintenancePlanSchema = Type.Object({
  intervalMonths: Type.Integer({ minimum: 1 }),
  intervalKm: Type.Integer({ minimum: 1 }),
  /** Average daily mileage, to estimate when the km interval is reached. */
  dailyKm: Type.Number({ minimum: 0 }),
})
export type MaintenancePlan = Static<typeof MaintenancePlanSchema>

export const OwnedCarSchema = Type.Object({
  id: Type.Integer(),
  plate: Type.String(),
  model: Type.String(),
  /** Full 17-character VIN; screens mask it. */
  vin: Type.String(),
  energy: Type.Union([Type.Literal('fuel'), Type.Literal('electric')]),
  /** Current odometer, km. */
  mileage: Type.Integer({ minimum: 0 }),
  purchaseDate: DaySchema,
  hasHomePile: Type.Boolean(),
  plan: MaintenancePlanSchema,
  /** The last routine maintenance, null before the first one (the purchase counts then). */
  lastRoutine: Type.Union([Type.Object({ date: DaySchema, mileage: Type.Integer({ minimum: 0 }) }), Type.Null()]),
})
export type OwnedCar = Static<typeof OwnedCarSchema>

export const MaintenanceTypeSchema = Type.Union([
  Type.Literal('routine'), Type.Literal('repair'), Type.Literal('warranty'), Type.Literal('recall'),
])
export type MaintenanceType = Static<typeof MaintenanceTypeSchema>

export const MaintenanceRecordSchema = Type.Object({
  id: Type.Integer(),
  carId: Type.Integer(),
  /** Day of the visit, YYYY-MM-DD. */
  date: DaySchema,
  dealerName: Type.String(),
  mileage: Type.Integer({ minimum: 0 }),
  type: MaintenanceTypeSchema,
  amount: FenSchema,
})
export type MaintenanceRecord = Static<typeof MaintenanceRecordSchema>

export const MaintenanceQuerySchema = Type.Composite([
  Type.Object({ carId: Type.Integer({ minimum: 1 }) }),
  PageQuerySchema,
])
export type MaintenanceQuery = Static<typeof MaintenanceQuerySchema>

export const MaintenanceItemSchema = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('part'), Type.Literal('labour')]),
  quantity: Type.Number({ exclusiveMinimum: 0 }),
  unitPrice: FenSchema,
  total: FenSchema,
})
export type MaintenanceItem = Static<typeof MaintenanceItemSchema>

export const MaintenanceDetailSchema = Type.Composite([
  MaintenanceRecordSchema,
  Type.Object({
    items: Type.Array(MaintenanceItemSchema),
    advisorName: Type.String(),
    dealer: Type.Object({
      name: Type.String(),
      phone: Type.String(),
      address: Type.String(),
      latitude: Type.Number(),
      longitude: Type.Number(),
    }),
    /** The service order to evaluate afterwards. */
    orderId: Type.Integer(),
  }),
])
export type MaintenanceDetail = Static<typeof MaintenanceDetailSchema>
