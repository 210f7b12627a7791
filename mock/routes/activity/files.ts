// Image upload (multipart, spec §7) and the WeChat mini-program QR code. Uploads are kept
// in memory and served back from /static/upload/{id}.
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { QrCodeBodySchema, QrCodeSchema, UploadResultSchema } from '../../../types/api/activity'
import { ApiError, badRequest } from '../../core/api-error'
import type { FilePart, MultipartBody } from '../../core/multipart'
import { hashString } from '../../core/prng'
import { defineRoute } from '../../core/route'
import { me } from '../lookup'

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']

/** A 1x1 PNG (base64), a real image for sample uploads. */
export const SAMPLE_UPLOAD = {
  field: 'file', filename: 'photo.png', contentType: 'image/png',
  content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
}

/** The form of an upload and its `file` part; a clear 400 for anything else. */
export function uploadedFile(req: FastifyRequest): { form: MultipartBody; file: FilePart } {
  // Only the multipart parser builds this shape; a JSON body imitating it must not pass.
  const isMultipart = String(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
  const form = req.body as MultipartBody | undefined
  if (!isMultipart || !form) throw badRequest('请以 multipart/form-data 上传，文件字段为 file')
  const file = form.files.find((f) => f.field === 'file')
  if (!file) throw badRequest('缺少文件字段 file')
  if (file.data.length === 0) throw badRequest('文件为空')
  return { form, file }
}

export const fileRoutes = [
  defineRoute({
    area: 'activity', method: 'POST', path: '/api/v1/activity/app/file/uploadImg', summary: '上传图片（multipart 字段 file，≤ 2 MB）',
    auth: 'required', spec: true, response: UploadResultSchema, bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    sample: { file: SAMPLE_UPLOAD },
    handler: ({ db, accountId, req, uploads }) => {
      me(db, accountId)
      const file = uploadedFile(req).file
      if (file.data.length > MAX_UPLOAD_BYTES) throw new ApiError(413, '图片不能超过 2 MB')
      if (!IMAGE_TYPES.includes(file.contentType)) throw new ApiError(415, '只支持 PNG、JPEG、GIF、WebP、SVG 图片')
      const id = randomBytes(8).toString('hex')
      uploads.set(id, { name: file.filename, contentType: file.contentType, data: file.data })
      return { url: `/static/upload/${id}`, name: file.filename, size: file.data.length, contentType: file.contentType }
    },
  }),
  defineRoute({
    area: 'activity', method: 'POST', path: '/api/v1/retail/app/wechat/getQrCode', summary: '生成小程序码（scene ≤ 32 字符）',
    auth: 'required', spec: true, body: QrCodeBodySchema, response: QrCodeSchema,
    sample: { body: { scene: 'a=401&u=1', page: 'package-activity/pages/recommend-purchase/index' } },
    handler: ({ db, body, accountId }) => {
      me(db, accountId)
      const seed = hashString(`${body.scene}|${body.page ?? ''}`).toString(36)
      return { qrCodeUrl: `/static/img/qrcode/${seed}.svg?text=${encodeURIComponent('扫码查看')}`, scene: body.scene, page: body.page ?? '' }
    },
  }),
]
