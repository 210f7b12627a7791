// Domain `lead`, car service (/web/car-service/warranty/...): the lifetime warranty's terms and
// the facts of my cars that decide whether each one qualifies. The server sends facts, not a
// verdict: the rule is the app's (src/features/warranty/qualification.ts), judged on the
// server's day. The spec shows no calls for this screen; they follow the style of its §7.
import { Type, type Static } from '@sinclair/typebox'

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** The numbers of the conditions, which the terms' text states and the rule applies. */
export const WarrantyRulesSchema = Type.Object({
  /** A routine maintenance may be this many days after its due day. */
  graceDays: Type.Integer({ minimum: 0 }),
  /** ...or this many km past its due odometer reading. */
  graceKm: Type.Integer({ minimum: 0 }),
  /** Above this odometer reading the lifetime warranty ends. */
  mileageLimitKm: Type.Integer({ minimum: 1 }),
})
export type WarrantyRules = Static<typeof WarrantyRulesSchema>

export const WarrantySectionSchema = Type.Object({
  key: Type.Union([Type.Literal('coverage'), Type.Literal('conditions'), Type.Literal('exclusions')]),
  title: Type.String(),
  /** Server HTML; the app shows it sanitized. */
  html: Type.String(),
})
export type WarrantySection = Static<typeof WarrantySectionSchema>

export const WarrantyTermsSchema = Type.Object({
  title: Type.String(),
  /** Day the terms took effect. */
  effectiveDate: DaySchema,
  /** Covered parts, conditions and exclusions, in that order. */
  sections: Type.Array(WarrantySectionSchema),
  rules: WarrantyRulesSchema,
})
export type WarrantyTerms = Static<typeof WarrantyTermsSchema>

export const RoutineVisitSchema = Type.Object({
  date: DaySchema,
  /** Odometer at the visit, km. */
  mileage: Type.Integer({ minimum: 0 }),
})
export type RoutineVisit = Static<typeof RoutineVisitSchema>

export const WarrantyCarSchema = Type.Object({
  carId: Type.Integer(),
  plate: Type.String(),
  model: Type.String(),
  /** Day the owner bought the car (for a used car, the day it became theirs). */
  purchaseDate: DaySchema,
  firstOwner: Type.Boolean(),
  /** The car's first registration, when it was someone else's before; null for a first owner. */
  firstRegisteredOn: Type.Union([DaySchema, Type.Null()]),
  /** Current odometer, km. */
  mileage: Type.Integer({ minimum: 0 }),
  plan: Type.Object({
    intervalMonths: Type.Integer({ minimum: 1 }),
    intervalKm: Type.Integer({ minimum: 1 }),
  }),
  /** Routine maintenance visits at authorised dealers, oldest first (repairs do not count). */
  routines: Type.Array(RoutineVisitSchema),
})
export type WarrantyCar = Static<typeof WarrantyCarSchema>

export const WarrantyCarsSchema = Type.Object({
  /** The server's calendar day (China) the cars are judged on: a device's clock may be wrong. */
  today: DaySchema,
  cars: Type.Array(WarrantyCarSchema),
})
export type WarrantyCars = Static<typeof WarrantyCarsSchema>
