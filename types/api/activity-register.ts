// Activity registration ("GET {hash}, getUserInfo, pageRegisterRecord, validActivity" of
// spec §7), file upload and the WeChat QR code.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, PageQuerySchema, PhoneSchema } from './common'

export const HashParamsSchema = Type.Object({
  hash: Type.String({ pattern: '^[0-9A-Za-z_-]{4,40}$', errorMessage: '必须是活动链接中的标识' }),
})
export type HashParams = Static<typeof HashParamsSchema>

export const ActivityIdQuerySchema = Type.Object({ activityId: Type.Integer({ minimum: 1 }) })
export type ActivityIdQuery = Static<typeof ActivityIdQuerySchema>

export const RegisterActivitySchema = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  name: Type.String(),
  cover: Type.String(),
  /** Rich HTML. */
  description: Type.String(),
  address: Type.String(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  signupEndTime: DateTimeSchema,
  quota: Type.Integer(),
  registeredNum: Type.Integer(),
  /** 1 not started, 2 open, 3 ended. */
  status: Type.Integer(),
})
export type RegisterActivity = Static<typeof RegisterActivitySchema>

export const RegisterRecordSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityName: Type.String(),
  accountId: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  companions: Type.Integer(),
  createdAt: DateTimeSchema,
})
export type RegisterRecord = Static<typeof RegisterRecordSchema>

export const RegisterUserInfoSchema = Type.Object({
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  mobile: Type.String(),
  registered: Type.Boolean(),
  record: Type.Union([RegisterRecordSchema, Type.Null()]),
})
export type RegisterUserInfo = Static<typeof RegisterUserInfoSchema>

export const RegisterRecordQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({ activityId: Type.Optional(Type.Integer({ minimum: 1 })) }),
])
export type RegisterRecordQuery = Static<typeof RegisterRecordQuerySchema>

/**
 * My registration as the hub lists it: the record with its activity (to open it by hash) and where
 * it stands: waiting (before the activity), ongoing, ended.
 */
export const RegistrationStateSchema = Type.Union([Type.Literal('waiting'), Type.Literal('ongoing'), Type.Literal('ended')])
export type RegistrationState = Static<typeof RegistrationStateSchema>
export const MyRegistrationSchema = Type.Composite([
  RegisterRecordSchema,
  Type.Object({
    activityHash: Type.String(),
    cover: Type.String(),
    address: Type.String(),
    startTime: DateTimeSchema,
    endTime: DateTimeSchema,
    state: RegistrationStateSchema,
  }),
])
export type MyRegistration = Static<typeof MyRegistrationSchema>

/** The activity hub's tabs: registration open, not open yet (status 1), ended. */
export const REGISTER_LIST_STATES = ['open', 'upcoming', 'ended'] as const
export type RegisterListState = (typeof REGISTER_LIST_STATES)[number]
export const RegisterListQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    state: Type.Union(REGISTER_LIST_STATES.map((s) => Type.Literal(s)), { errorMessage: '必须是 open、upcoming 或 ended' }),
  }),
])
export type RegisterListQuery = Static<typeof RegisterListQuerySchema>

export const ValidActivitySchema = Type.Object({
  activityId: Type.Integer(),
  valid: Type.Boolean(),
  /** Why not, in Chinese; empty when valid. */
  reason: Type.String(),
})
export type ValidActivity = Static<typeof ValidActivitySchema>

export const RegisterBodySchema = Type.Object({
  activityId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: PhoneSchema,
  companions: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
})
export type RegisterBody = Static<typeof RegisterBodySchema>

export const UploadResultSchema = Type.Object({
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
})
export type UploadResult = Static<typeof UploadResultSchema>

/**
 * uploadVideo (multipart field `file`, plus `duration` in whole seconds): MP4, MOV or WebM up to
 * 50 MB and 60 s; the server answers 413 above the size and 400 above the length.
 */
export const VIDEO_LIMITS = { maxBytes: 50 * 1024 * 1024, maxSeconds: 60, types: ['video/mp4', 'video/quicktime', 'video/webm'] } as const

/** Like WeChat's wxacode.getUnlimited: scene at most 32 visible characters. */
export const QrCodeBodySchema = Type.Object({
  scene: Type.String({ minLength: 1, maxLength: 32, pattern: '^[\\x21-\\x7e]+$', errorMessage: '必须是 1-32 个可见 ASCII 字符' }),
  page: Type.Optional(Type.String({ maxLength: 200 })),
  width: Type.Optional(Type.Integer({ minimum: 280, maximum: 1280 })),
})
export type QrCodeBody = Static<typeof QrCodeBodySchema>
export const QrCodeSchema = Type.Object({ qrCodeUrl: Type.String(), scene: Type.String(), page: Type.String() })
export type QrCode = Static<typeof QrCodeSchema>
