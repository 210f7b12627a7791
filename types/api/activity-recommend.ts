// Recommend-a-purchase activity: a car owner invites friends to buy; leads and rewards.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema, PhoneSchema } from './common'

const RegionCode = Type.String({ pattern: '^\\d{6}$', errorMessage: '必须是 6 位行政区划代码' })

export const RecommendActivitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  /** Rich HTML. */
  rule: Type.String(),
  rewardDesc: Type.String(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  /** 1 not started, 2 running, 3 ended. */
  status: Type.Integer(),
})
export type RecommendActivity = Static<typeof RecommendActivitySchema>

export const RecommendDetailQuerySchema = Type.Object({
  activityId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type RecommendDetailQuery = Static<typeof RecommendDetailQuerySchema>

export const RecommendStatisticsSchema = Type.Object({
  activityId: Type.Integer(),
  inviteNum: Type.Integer(),
  testDriveNum: Type.Integer(),
  purchaseNum: Type.Integer(),
  rewardPoint: Type.Integer(),
})
export type RecommendStatistics = Static<typeof RecommendStatisticsSchema>

export const DetailInviteQuerySchema = Type.Object({
  activityId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The inviter; without it the current user (then a token is needed). */
  accountId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type DetailInviteQuery = Static<typeof DetailInviteQuerySchema>

export const DetailInviteSchema = Type.Object({
  activity: RecommendActivitySchema,
  inviter: Type.Object({ accountId: Type.Integer(), displayName: Type.String(), avatarUrl: Type.String() }),
  inviteNum: Type.Integer(),
})
export type DetailInvite = Static<typeof DetailInviteSchema>

export const RecommendRecordSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  inviterAccountId: Type.Integer(),
  name: Type.String(),
  /** Masked, e.g. 139****1234. */
  mobile: Type.String(),
  vehicleTypeId: Type.Integer(),
  vehicleTypeName: Type.String(),
  dealerCode: Type.String(),
  dealerName: Type.String(),
  /** 1 lead left, 2 test drive done, 3 purchased. */
  status: Type.Integer(),
  statusText: Type.String(),
  rewardPoint: Type.Integer(),
  createdAt: DateTimeSchema,
  /** Where the inviter had shared the link the friend came by (insertScene's scene: poster, share). */
  scene: Type.Optional(Type.String()),
})
export type RecommendRecord = Static<typeof RecommendRecordSchema>

export const RecommendResultsQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    activityId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  }),
])
export type RecommendResultsQuery = Static<typeof RecommendResultsQuerySchema>

export const RecommendInsertSchema = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  /** Who invited; the current user when absent. */
  inviterAccountId: Type.Optional(Type.Integer({ minimum: 1 })),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: PhoneSchema,
  vehicleTypeId: Type.Integer({ minimum: 1 }),
  /** The store that follows up; or the friend's city, and the server picks a store there. */
  dealerCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  provinceCode: Type.Optional(RegionCode),
  cityCode: Type.Optional(RegionCode),
  /** A friend filling in their own details agreed to the statement; false is refused. */
  consent: Type.Optional(Type.Boolean()),
  /** The sceneId of the shared link or QR code (insertScene), `<activityId>-<inviter>-<hash>`. */
  sceneId: Type.Optional(Type.String({ pattern: '^\\d+-\\d+-[0-9a-z]+$', maxLength: 32, errorMessage: '必须是分享场景 id' })),
})
export type RecommendInsert = Static<typeof RecommendInsertSchema>

export const RecommendSceneInsertSchema = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  /** Where the invitation was shared, e.g. poster, wechat, moments. */
  scene: Type.String({ minLength: 1, maxLength: 32 }),
})
export type RecommendSceneInsert = Static<typeof RecommendSceneInsertSchema>
export const RecommendSceneSchema = Type.Object({
  sceneId: Type.String(),
  activityId: Type.Integer(),
  scene: Type.String(),
  createdAt: DateTimeSchema,
})
export type RecommendScene = Static<typeof RecommendSceneSchema>
