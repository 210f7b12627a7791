// Shapes shared by every domain: the response envelope, paging, and the helpers that
// let each domain file declare its schemas once for the server, the tests and src/.
import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Every domain call answers `{ status, data, message }`; status 0/200 is success (spec §8). */
export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Integer(), data, message: Type.String() })
export interface Envelope<T> {
  status: number
  data: T
  message: string
}

/** Paging is the same everywhere: pageNo from 1, pageSize default 10, at most 50. */
export const PageQuerySchema = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
})
export type PageQuery = Static<typeof PageQuerySchema>

export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  })
export interface Page<T> {
  list: T[]
  total: number
  pageNo: number
  pageSize: number
}

/** Times are ISO 8601 strings with the China offset, e.g. 2025-03-01T10:00:00+08:00. */
export const DateTimeSchema = Type.String({ minLength: 10 })
/** Money is always in fen (integer minor units). */
export const FenSchema = Type.Integer()

/** Numeric id as it appears in a path or a query (`/comments/{id}`). */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) })
export type IdParams = Static<typeof IdParamsSchema>

/** Small reply for toggles such as like/collect. */
export const OkSchema = Type.Object({ ok: Type.Boolean() })
export type Ok = Static<typeof OkSchema>

export const PHONE_PATTERN = '^1[3-9]\\d{9}$'
export const PhoneSchema = Type.String({
  pattern: PHONE_PATTERN,
  errorMessage: '必须是 11 位手机号（1 开头，第二位 3-9）',
})

/**
 * Marks a string schema as the address of an uploaded file. The shape is checked with the schema;
 * the host depends on the request, so the dev API server's route layer checks it for every field
 * so marked (mock/core/upload-urls.ts): our upload host or a CDN host of the tenant, never an
 * outside address that every phone showing the picture would load (issue 39).
 */
export const UPLOAD_MARK = 'x-upload'
const uploadUrl = (kind: 'image' | 'video', what: string) =>
  Type.String({ minLength: 1, maxLength: 500, pattern: '^(/static/|https?://)\\S+$', errorMessage: `${what}地址不合法，请重新上传`, [UPLOAD_MARK]: kind })
/** A picture a user sends (avatar, photos, covers): `/static/upload/<id>` or an absolute URL the upload answered. */
export const ImageUrlSchema = uploadUrl('image', '图片')
/** A video file a user sends, by the same rule as a picture. */
export const VideoUrlSchema = uploadUrl('video', '视频')

/** Status codes of the envelope the app reacts to (spec §8). */
export const STATUS = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  expired: 601,
} as const

export * from './static'
export * from './map'
