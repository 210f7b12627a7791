// Domain `user`: the current user, points, tasks (daily sign-in), medals, invitations,
// WeChat url links and the owners' mutual-assistance rule.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema } from './common'

export const UserInfoSchema = Type.Object({
  accountId: Type.Integer(),
  memberSystemId: Type.Integer(),
  pointSystemId: Type.Integer(),
  mobile: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  point: Type.Integer(),
})
export type UserInfo = Static<typeof UserInfoSchema>

export const PointDetailSchema = Type.Object({
  accountId: Type.Integer(),
  point: Type.Integer(),
  /** Points that expire at the end of this year. */
  expiringPoint: Type.Integer(),
  expiringAt: DateTimeSchema,
})
export type PointDetail = Static<typeof PointDetailSchema>

export const PointRecordSchema = Type.Object({
  id: Type.Integer(),
  change: Type.Integer(),
  balance: Type.Integer(),
  reason: Type.String(),
  createdAt: DateTimeSchema,
})
export type PointRecord = Static<typeof PointRecordSchema>

export const EventStartBodySchema = Type.Object({
  eventCode: Type.String({ minLength: 1, maxLength: 32 }),
})
export type EventStartBody = Static<typeof EventStartBodySchema>

export const EventResultSchema = Type.Object({
  eventCode: Type.String(),
  taskId: Type.Integer(),
  rewardPoint: Type.Integer(),
  /** Point balance after the reward. */
  point: Type.Integer(),
  continuousDays: Type.Integer(),
})
export type EventResult = Static<typeof EventResultSchema>

export const LoadOneQuerySchema = Type.Object({
  sceneCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32, default: 'signInScene' })),
})
export type LoadOneQuery = Static<typeof LoadOneQuerySchema>

export const TaskInfoSchema = Type.Object({
  id: Type.Integer(),
  taskRuleDesc: Type.String(),
  taskName: Type.String(),
  sceneCode: Type.String(),
  eventCode: Type.String(),
  rewardPoint: Type.Integer(),
  /** A task that rewards a streak too (the sign-in): every `days`-th day in a row gives `bonusPoint` more. */
  streak: Type.Optional(Type.Object({ days: Type.Integer({ minimum: 2 }), bonusPoint: Type.Integer({ minimum: 0 }) })),
})
export type TaskInfo = Static<typeof TaskInfoSchema>
export const LoadOneSchema = Type.Object({ taskInfo: TaskInfoSchema })
export type LoadOne = Static<typeof LoadOneSchema>

export const TaskProgressQuerySchema = Type.Object({ taskId: Type.Integer({ minimum: 1 }) })
export type TaskProgressQuery = Static<typeof TaskProgressQuerySchema>

export const TaskProgressSchema = Type.Object({
  taskId: Type.Integer(),
  /** Done today (for sign-in: signed in today). */
  completed: Type.Boolean(),
  continuousDays: Type.Integer(),
  totalDays: Type.Integer(),
  rewardPoint: Type.Integer(),
})
export type TaskProgress = Static<typeof TaskProgressSchema>

export const SignCalendarQuerySchema = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: '必须是 YYYY-MM 格式的月份' })),
})
export type SignCalendarQuery = Static<typeof SignCalendarQuerySchema>

export const SignCalendarSchema = Type.Object({
  month: Type.String(),
  /** Days of the month (1-31) the user signed in, ascending. */
  signedDays: Type.Array(Type.Integer({ minimum: 1, maximum: 31 })),
  signedToday: Type.Boolean(),
  continuousDays: Type.Integer(),
  rewardPoint: Type.Integer(),
  today: Type.String(),
})
export type SignCalendar = Static<typeof SignCalendarSchema>

export const MedalQuerySchema = Type.Object({ accountId: Type.Integer({ minimum: 1 }) })
export type MedalQuery = Static<typeof MedalQuerySchema>

export const MedalSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  description: Type.String(),
  category: Type.String(),
  obtained: Type.Boolean(),
  obtainedAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type Medal = Static<typeof MedalSchema>

export const UrlLinkQuerySchema = Type.Object({
  /** Another of the tenant's mini-programs (front-end config `miniPrograms`); without it, this one. */
  appId: Type.Optional(Type.String({ pattern: '^wx[0-9A-Za-z]{16}$', errorMessage: '小程序 appId 格式不正确' })),
  path: Type.Optional(Type.String({ maxLength: 200 })),
  query: Type.Optional(Type.String({ maxLength: 500 })),
})
export type UrlLinkQuery = Static<typeof UrlLinkQuerySchema>
export const UrlLinkSchema = Type.Object({ urlLink: Type.String(), expireTime: DateTimeSchema })
export type UrlLink = Static<typeof UrlLinkSchema>

export const RuleDocSchema = Type.Object({ title: Type.String(), html: Type.String(), updatedAt: DateTimeSchema })
export type RuleDoc = Static<typeof RuleDocSchema>

/** A community author's public card (personal page header). */
export const CommunityAccountSchema = Type.Object({
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  intro: Type.String(),
  isOfficial: Type.Boolean(),
  vehicleTypeName: Type.Union([Type.String(), Type.Null()]),
  followNum: Type.Integer(),
  fansNum: Type.Integer(),
  likeNum: Type.Integer(),
  contentNum: Type.Integer(),
})
export type CommunityAccount = Static<typeof CommunityAccountSchema>
export const AuthorParamsSchema = Type.Object({ authorId: Type.Integer({ minimum: 1 }) })
export type AuthorParams = Static<typeof AuthorParamsSchema>

/** type 1 invited friend registered, 2 invited friend for a car purchase (invite-record-car). */
export const InviteQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])) }),
])
export type InviteQuery = Static<typeof InviteQuerySchema>

export const InviteRecordSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  inviteeName: Type.String(),
  inviteeAvatar: Type.String(),
  /** Masked, e.g. 138****0000. */
  inviteeMobile: Type.String(),
  /** 1 registered, 2 test drive, 3 purchased. */
  status: Type.Integer(),
  statusText: Type.String(),
  rewardPoint: Type.Integer(),
  createdAt: DateTimeSchema,
})
export type InviteRecord = Static<typeof InviteRecordSchema>

export const InviteSummarySchema = Type.Object({
  inviteCode: Type.String(),
  invitedNum: Type.Integer(),
  purchasedNum: Type.Integer(),
  rewardPoint: Type.Integer(),
})
export type InviteSummary = Static<typeof InviteSummarySchema>

export * from './user-partner'
export * from './user-occupation'
export * from './user-welfare'
export * from './user-yearly'
