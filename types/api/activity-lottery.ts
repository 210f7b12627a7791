// Lottery: page info with prizes, draw times, draw, winning records.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

export const PrizeSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** 0 no prize (谢谢参与), 1 physical, 2 points, 3 coupon. */
  prizeType: Type.Integer({ minimum: 0, maximum: 3 }),
  points: Type.Integer(),
  stock: Type.Integer({ minimum: 0 }),
  description: Type.String(),
  sort: Type.Integer(),
})
export type Prize = Static<typeof PrizeSchema>

export const LotteryActivitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  rule: Type.String(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  status: Type.Integer(),
})
export type LotteryActivity = Static<typeof LotteryActivitySchema>

export const LotteryPageQuerySchema = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  tenantId: Type.Optional(Type.String({ maxLength: 32 })),
})
export type LotteryPageQuery = Static<typeof LotteryPageQuerySchema>

export const LotteryPageInfoSchema = Type.Object({
  activity: LotteryActivitySchema,
  prizes: Type.Array(PrizeSchema),
})
export type LotteryPageInfo = Static<typeof LotteryPageInfoSchema>

export const DrawTimesSchema = Type.Object({
  activityId: Type.Integer(),
  totalTimes: Type.Integer(),
  usedTimes: Type.Integer(),
  remainTimes: Type.Integer({ minimum: 0 }),
})
export type DrawTimes = Static<typeof DrawTimesSchema>

export const DrawBodySchema = Type.Object({ activityId: Type.Integer({ minimum: 1 }) })
export type DrawBody = Static<typeof DrawBodySchema>

export const LotteryRecordSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  prizeId: Type.Integer(),
  prizeName: Type.String(),
  prizeImage: Type.String(),
  prizeType: Type.Integer(),
  won: Type.Boolean(),
  /** 1 to be claimed, 2 issued. */
  status: Type.Integer(),
  drawAt: DateTimeSchema,
})
export type LotteryRecord = Static<typeof LotteryRecordSchema>

export const DrawResultSchema = Type.Object({
  record: LotteryRecordSchema,
  remainTimes: Type.Integer({ minimum: 0 }),
})
export type DrawResult = Static<typeof DrawResultSchema>

export const LotteryRecordQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    activityId: Type.Integer({ minimum: 1 }),
    wonOnly: Type.Optional(Type.Boolean()),
  }),
])
export type LotteryRecordQuery = Static<typeof LotteryRecordQuerySchema>

export const PrizeParamsSchema = Type.Object({ prizeId: Type.Integer({ minimum: 1 }) })
export type PrizeParams = Static<typeof PrizeParamsSchema>
