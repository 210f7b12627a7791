// Lottery: page info with prizes, draw times, draw, my records and claiming a physical prize.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

/** Prize kinds: 0 no prize (谢谢参与), 1 physical (claimed with a ship address), 2 points, 3 coupon / code. */
export const PRIZE_TYPE = { none: 0, physical: 1, points: 2, coupon: 3 } as const

export const PrizeSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** PRIZE_TYPE: 0 no prize (谢谢参与), 1 physical, 2 points, 3 coupon / code. */
  prizeType: Type.Integer({ minimum: 0, maximum: 3 }),
  points: Type.Integer(),
  stock: Type.Integer({ minimum: 0 }),
  description: Type.String(),
  /** The level: prizes of an activity are sorted from 1, the top prize (一等奖) first, the no-prize row last. */
  sort: Type.Integer(),
  /** How the prize is claimed (填写收货地址、自动发放到积分账户…). */
  claimNote: Type.String(),
  /** How long the prize (or its claim) stays valid, as text. */
  validity: Type.String(),
})
export type Prize = Static<typeof PrizeSchema>

/** The game an activity configures: the wheel or the nine-cell grid (8 prizes around a start button). */
export const GameTypeSchema = Type.Union([Type.Literal('wheel'), Type.Literal('grid')])
export type GameType = Static<typeof GameTypeSchema>

export const LotteryActivitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  rule: Type.String(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  /** 1 not started, 2 running, 3 ended (at the seed's clock; the times decide a draw). */
  status: Type.Integer(),
  gameType: GameTypeSchema,
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

/**
 * Where a day's draws come from: `daily` the draws every user gets each day, `signIn` the daily
 * sign-in's (granted once signed in that day). The rule: src/features/lottery/draw-rule.ts.
 */
export const DrawPartSchema = Type.Object({
  source: Type.Union([Type.Literal('daily'), Type.Literal('signIn')]),
  /** 每日赠送, 每日签到 */
  name: Type.String(),
  times: Type.Integer({ minimum: 0 }),
  /** Counted in today's total (false: a task not yet done today that would add `times`). */
  granted: Type.Boolean(),
})
export type DrawPart = Static<typeof DrawPartSchema>

export const DrawTimesSchema = Type.Object({
  activityId: Type.Integer(),
  /** Today's draws: the granted parts' sum. */
  totalTimes: Type.Integer(),
  usedTimes: Type.Integer(),
  remainTimes: Type.Integer({ minimum: 0 }),
  /** The China day (YYYY-MM-DD) these figures are of. */
  day: Type.String(),
  parts: Type.Array(DrawPartSchema),
  /** When the quota renews (the next 00:00 China time); null when the activity ends before then. */
  renewAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type DrawTimes = Static<typeof DrawTimesSchema>

export const DrawBodySchema = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  /** Kept across retries of one draw: a repeat answers the first draw again and draws nothing. */
  requestId: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z_-]{8,64}$', errorMessage: '缺少有效的请求标识' })),
})
export type DrawBody = Static<typeof DrawBodySchema>

/**
 * Record states. A physical prize starts at 1 (to claim), moves to 2 (to ship) when claimed with
 * an address, to 5 (shipped) when the brand ships it with a carrier and tracking number, then 3
 * (received) when the user confirms or by itself some days after shipping; left unclaimed past
 * `validUntil` it is 4 (expired, with `expiredReason`). Points and coupon / code prizes are issued
 * at the draw, so they are 3 (received) at once. A draw that won nothing is 0. The rules (days,
 * the reason) are src/features/lottery/prize-rules.ts, shared by the server and the app.
 */
export const RECORD_STATUS = { none: 0, toClaim: 1, toShip: 2, received: 3, expired: 4, shipped: 5 } as const

/** Where a claimed physical prize goes: the address as it was when claimed. */
export const ShipSnapshotSchema = Type.Object({
  receiverName: Type.String(),
  mobile: Type.String(),
  /** Province, city, district and street in one line. */
  address: Type.String(),
})
export type ShipSnapshot = Static<typeof ShipSnapshotSchema>

export const LotteryRecordSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityName: Type.String(),
  prizeId: Type.Integer(),
  prizeName: Type.String(),
  prizeImage: Type.String(),
  prizeType: Type.Integer(),
  won: Type.Boolean(),
  /** RECORD_STATUS: 0 no prize, 1 to claim, 2 to ship, 3 received, 4 expired, 5 shipped. */
  status: Type.Integer({ minimum: 0, maximum: 5 }),
  drawAt: DateTimeSchema,
  /** Physical: the claim deadline; coupon / code: until when the code works; otherwise null. */
  validUntil: Type.Union([DateTimeSchema, Type.Null()]),
  /** The code of a coupon / code prize (shown to copy); null for other prizes. */
  code: Type.Union([Type.String(), Type.Null()]),
  /** The ship address of a claimed physical prize; null before the claim. */
  shipTo: Type.Union([ShipSnapshotSchema, Type.Null()]),
  /** The carrier (顺丰速运…) and tracking number of a shipped prize; null before it ships. */
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNo: Type.Union([Type.String(), Type.Null()]),
  shippedAt: Type.Union([DateTimeSchema, Type.Null()]),
  /** When the user confirmed receipt, or when it confirmed itself; null before. */
  receivedAt: Type.Union([DateTimeSchema, Type.Null()]),
  /** Why the prize expired (超过领取期限未领取); null unless expired. */
  expiredReason: Type.Union([Type.String(), Type.Null()]),
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
    /** Left out: my records of every activity (newest first). */
    activityId: Type.Optional(Type.Integer({ minimum: 1 })),
    wonOnly: Type.Optional(Type.Boolean()),
    /** Only the records in this RECORD_STATUS as it stands now (my wins' tabs). */
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  }),
])
export type LotteryRecordQuery = Static<typeof LotteryRecordQuerySchema>

export const PrizeParamsSchema = Type.Object({ prizeId: Type.Integer({ minimum: 1 }) })
export type PrizeParams = Static<typeof PrizeParamsSchema>

export const ClaimBodySchema = Type.Object({ addressId: Type.Integer({ minimum: 1 }) })
export type ClaimBody = Static<typeof ClaimBodySchema>

/** The brand ships a claimed prize (admin route): the carrier and its tracking number. */
export const ShipBodySchema = Type.Object({
  carrier: Type.String({ minLength: 1, maxLength: 20 }),
  trackingNo: Type.String({ pattern: '^[A-Za-z0-9]{6,30}$', errorMessage: '须为 6-30 位字母或数字' }),
  /** When it left (default now): a shipment recorded afterwards; not in the future. */
  shippedAt: Type.Optional(DateTimeSchema),
})
export type ShipBody = Static<typeof ShipBodySchema>
