// Domain `lead`, car service: the owner's cars of other brands, the brands and models to pick
// them from, and the activities open to owners of other brands (issue 15, other-car pages).
// Not in spec §7; written in its style under /web/car-service/.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema } from './common'

/** How many cars of other brands one owner may add. */
export const MAX_OTHER_CARS = 5

/**
 * A plate as the app sends it (upper case, no dot or space): province abbreviation, the issuing
 * office's letter, then 5 letters or digits, or for new energy 6: D/F + 1 + 4 digits (small
 * cars) or 5 digits + D/F (large cars). Letters never include I or O. The app gives one
 * message per mistake (src/features/other-car/plate.ts); the server only needs yes or no.
 */
export const PLATE_PATTERN =
  '^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]' +
  '(?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9][0-9]{4}|[0-9]{5}[DF])$'

/** 17 letters or digits without I, O and Q (they read as 1 and 0); the 9th is a check digit. */
export const VIN_PATTERN = '^[A-HJ-NPR-Z0-9]{17}$'

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: '必须是 YYYY-MM-DD 格式的日期' })

export const OtherModelSchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export type OtherModel = Static<typeof OtherModelSchema>

/** A brand other than ours, with the models an owner can pick. */
export const OtherBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  models: Type.Array(OtherModelSchema),
})
export type OtherBrand = Static<typeof OtherBrandSchema>

export const OtherCarSchema = Type.Object({
  id: Type.Integer(),
  brandId: Type.Integer(),
  brandName: Type.String(),
  modelId: Type.Integer(),
  modelName: Type.String(),
  /** Normalised, e.g. 浙A8K2M6; screens show 浙A·8K2M6. */
  plate: Type.String(),
  /** '' when the owner left it out. */
  vin: Type.String(),
  purchaseDate: DaySchema,
  /** The driving licence's photo, null when none was uploaded. */
  licencePhoto: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTimeSchema,
})
export type OtherCar = Static<typeof OtherCarSchema>

export const OtherCarInputSchema = Type.Object({
  brandId: Type.Integer({ minimum: 1 }),
  modelId: Type.Integer({ minimum: 1 }),
  plate: Type.String({ pattern: PLATE_PATTERN, errorMessage: '不是有效的车牌号（省份简称 + 字母 + 5 位，新能源 6 位，不含 I、O）' }),
  vin: Type.Optional(Type.String({ pattern: VIN_PATTERN, errorMessage: '车架号为 17 位字母或数字，不含 I、O、Q' })),
  /** Not after today (China). */
  purchaseDate: DaySchema,
  /** The URL the upload call answered. */
  licencePhoto: Type.Optional(ImageUrlSchema),
})
export type OtherCarInput = Static<typeof OtherCarInputSchema>

/** 置换补贴 trade-in subsidy, or 车主活动 an owners' event. */
export const OtherCarActivityKindSchema = Type.Union([Type.Literal('trade-in'), Type.Literal('owner-event')])
export type OtherCarActivityKind = Static<typeof OtherCarActivityKindSchema>

/** An activity open to owners of other brands; its page is the registration activity of `hash`. */
export const OtherCarActivitySchema = Type.Object({
  id: Type.Integer(),
  kind: OtherCarActivityKindSchema,
  title: Type.String(),
  /** What taking part gives, e.g. 至高 8000 元置换补贴. */
  benefit: Type.String(),
  /** Who may take part, e.g. 名下其他品牌车辆满 1 年. */
  requirement: Type.String(),
  /** Registration closes then. */
  deadline: DateTimeSchema,
  cover: Type.String(),
  /** The registration activity's hash (package-mine activity-detail?hash=). */
  hash: Type.String(),
})
export type OtherCarActivity = Static<typeof OtherCarActivitySchema>
