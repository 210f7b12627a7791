// Domain `lead`, home charging piles (/web/charging/...): the installation notice, applying for a
// pile, an application's progress, repair reports of an installed pile, the list of both, and
// the rating of a finished one (parity page). The spec shows no calls for these screens
// (issue 15 item 6); they follow the style of its §7.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema, PageQuerySchema, PhoneSchema } from './common'
import { EvaluationInputSchema, EvaluationTemplateSchema } from './evaluation'

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: '必须是 YYYY-MM-DD 格式的日期' })
const CodeSchema = Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })

export const ChargingNoticeSchema = Type.Object({
  title: Type.String(),
  /** Rich text (sanitized by the app before it is shown). */
  html: Type.String(),
  updatedAt: DateTimeSchema,
})
export type ChargingNotice = Static<typeof ChargingNoticeSchema>

/** One of my cars as the application sees it: whether it may apply, and why not. */
export const ChargingCarSchema = Type.Object({
  id: Type.Integer(),
  plate: Type.String(),
  model: Type.String(),
  energy: Type.Union([Type.Literal('fuel'), Type.Literal('electric')]),
  hasHomePile: Type.Boolean(),
  /** Its application still under way (submitted, surveyed or installing), else null. */
  openApplicationId: Type.Union([Type.Integer(), Type.Null()]),
  /** Why it cannot apply now (fuel car, pile installed, application open); null when it can. */
  blockedReason: Type.Union([Type.String(), Type.Null()]),
})
export type ChargingCar = Static<typeof ChargingCarSchema>

/** An installed home pile of mine (what a repair report is about). */
export const ChargingPileSchema = Type.Object({
  id: Type.Integer(),
  pileNo: Type.String(),
  /** 7kW 家用交流桩... */
  model: Type.String(),
  carId: Type.Integer(),
  plate: Type.String(),
  address: Type.String(),
  installedAt: DateTimeSchema,
})
export type ChargingPile = Static<typeof ChargingPileSchema>

export const PARKING_KINDS = ['own', 'rented'] as const
export const ParkingSchema = Type.Union([Type.Literal('own'), Type.Literal('rented')])
export type Parking = Static<typeof ParkingSchema>

/**
 * An application goes submitted -> surveyed -> installing -> installed; it may be rejected
 * before the installation starts, and cancelled by the owner until the site is surveyed.
 */
export const APPLICATION_PLAN = ['submitted', 'surveyed', 'installing', 'installed'] as const
export const ApplicationStatusSchema = Type.Union([
  Type.Literal('submitted'), Type.Literal('surveyed'), Type.Literal('installing'), Type.Literal('installed'),
  Type.Literal('rejected'), Type.Literal('cancelled'),
])
export type ApplicationStatus = Static<typeof ApplicationStatusSchema>

/** How far ahead an installation can be wished for (days from today). */
export const INSTALL_DAYS_AHEAD = 60

export const ApplicationBodySchema = Type.Object({
  carId: Type.Integer({ minimum: 1 }),
  provinceCode: CodeSchema,
  cityCode: CodeSchema,
  districtCode: CodeSchema,
  /** Street, compound, building and parking space. */
  address: Type.String({ minLength: 5, maxLength: 100 }),
  parking: ParkingSchema,
  /** Photos of the property management's consent (uploaded URLs). */
  consentPhotos: Type.Array(ImageUrlSchema, { minItems: 1, maxItems: 3 }),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: PhoneSchema,
  /** From tomorrow to INSTALL_DAYS_AHEAD days ahead. */
  preferredDate: DaySchema,
  /** A second choice, another day in the same range. */
  backupDate: Type.Optional(DaySchema),
})
export type ApplicationBody = Static<typeof ApplicationBodySchema>

export const ApplicationProgressSchema = Type.Object({
  status: ApplicationStatusSchema,
  time: DateTimeSchema,
  note: Type.String(),
})
export type ApplicationProgress = Static<typeof ApplicationProgressSchema>

export const ChargingApplicationSchema = Type.Object({
  kind: Type.Literal('install'),
  id: Type.Integer(),
  applicationNo: Type.String(),
  carId: Type.Integer(),
  plate: Type.String(),
  carModel: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  districtCode: Type.String(),
  districtName: Type.String(),
  address: Type.String(),
  parking: ParkingSchema,
  consentPhotos: Type.Array(Type.String()),
  contactName: Type.String(),
  contactPhone: Type.String(),
  preferredDate: Type.String(),
  backupDate: Type.Union([Type.String(), Type.Null()]),
  status: ApplicationStatusSchema,
  createdAt: DateTimeSchema,
  /** The statuses reached, oldest first, with when and the installer's note. */
  history: Type.Array(ApplicationProgressSchema),
  /** Why it was rejected (status rejected), else null. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** Who surveys and installs, once assigned. */
  installer: Type.Union([Type.Object({ name: Type.String(), phone: Type.String(), company: Type.String() }), Type.Null()]),
  /** The pile installed (status installed), else null. */
  pileNo: Type.Union([Type.String(), Type.Null()]),
  /** Whether the owner may still cancel it (submitted, not yet surveyed). */
  cancellable: Type.Boolean(),
  rated: Type.Boolean(),
})
export type ChargingApplication = Static<typeof ChargingApplicationSchema>

export const REPAIR_SYMPTOMS = ['无法充电', '充电中断', '指示灯异常', '枪头损坏', '漏电跳闸', '其他'] as const
export const RepairSymptomSchema = Type.Union(REPAIR_SYMPTOMS.map((s) => Type.Literal(s)))
export type RepairSymptom = (typeof REPAIR_SYMPTOMS)[number]

export const CONTACT_TIMES = ['随时可联系', '工作日白天', '工作日晚上', '周末'] as const
export const ContactTimeSchema = Type.Union(CONTACT_TIMES.map((s) => Type.Literal(s)))
export type ContactTime = (typeof CONTACT_TIMES)[number]

export const REPAIR_DESCRIPTION_MAX = 200
export const REPAIR_PHOTOS_MAX = 6

export const RepairBodySchema = Type.Object({
  pileId: Type.Integer({ minimum: 1 }),
  symptom: RepairSymptomSchema,
  description: Type.String({ minLength: 5, maxLength: REPAIR_DESCRIPTION_MAX }),
  photos: Type.Array(ImageUrlSchema, { maxItems: REPAIR_PHOTOS_MAX }),
  contactTime: ContactTimeSchema,
})
export type RepairBody = Static<typeof RepairBodySchema>

/** A repair goes submitted (待受理) -> accepted (technician assigned) -> repairing -> repaired. */
export const REPAIR_PLAN = ['submitted', 'accepted', 'repairing', 'repaired'] as const
export const RepairStatusSchema = Type.Union(REPAIR_PLAN.map((s) => Type.Literal(s)))
export type RepairStatus = (typeof REPAIR_PLAN)[number]

export const RepairProgressSchema = Type.Object({ status: RepairStatusSchema, time: DateTimeSchema, note: Type.String() })
export type RepairProgress = Static<typeof RepairProgressSchema>

export const RepairReportSchema = Type.Object({
  kind: Type.Literal('repair'),
  id: Type.Integer(),
  reportNo: Type.String(),
  pileId: Type.Integer(),
  pileNo: Type.String(),
  plate: Type.String(),
  address: Type.String(),
  symptom: RepairSymptomSchema,
  description: Type.String(),
  photos: Type.Array(Type.String()),
  contactTime: ContactTimeSchema,
  status: RepairStatusSchema,
  createdAt: DateTimeSchema,
  history: Type.Array(RepairProgressSchema),
  technician: Type.Union([Type.Object({ name: Type.String(), phone: Type.String() }), Type.Null()]),
  /** What was done (status repaired), else null. */
  result: Type.Union([Type.String(), Type.Null()]),
  rated: Type.Boolean(),
})
export type RepairReport = Static<typeof RepairReportSchema>

/** The two kinds of charging orders of the list and of the rating (parity page). */
export const ChargingOrderKindSchema = Type.Union([Type.Literal('install'), Type.Literal('repair')])
export type ChargingOrderKind = Static<typeof ChargingOrderKindSchema>

export const ChargingOrderSchema = Type.Union([ChargingApplicationSchema, RepairReportSchema])
export type ChargingOrder = Static<typeof ChargingOrderSchema>

export const ChargingOrderQuerySchema = Type.Composite([
  Type.Object({ kind: Type.Optional(ChargingOrderKindSchema) }),
  PageQuerySchema,
])
export type ChargingOrderQuery = Static<typeof ChargingOrderQuerySchema>

export const ChargingOrderParamsSchema = Type.Object({ kind: ChargingOrderKindSchema, id: Type.Integer({ minimum: 1 }) })
export type ChargingOrderParams = Static<typeof ChargingOrderParamsSchema>

/** The parity page: the finished order, what its kind asks, and the rating once given. */
export const ChargingRatingDetailSchema = Type.Object({
  order: ChargingOrderSchema,
  template: EvaluationTemplateSchema,
  rating: Type.Union([Type.Composite([EvaluationInputSchema, Type.Object({ createdAt: DateTimeSchema })]), Type.Null()]),
})
export type ChargingRatingDetail = Static<typeof ChargingRatingDetailSchema>

export const ChargingRatingResultSchema = Type.Object({
  kind: ChargingOrderKindSchema,
  id: Type.Integer(),
  rated: Type.Literal(true),
  ratedAt: DateTimeSchema,
})
export type ChargingRatingResult = Static<typeof ChargingRatingResultSchema>
