// Video upload (pages/videoPage/videoTailor): multipart field `file` and a form field
// `duration` in whole seconds, within VIDEO_LIMITS. Kept with the uploaded images and served
// back from /static/upload/{id} (with Range, so a player can seek).
import { randomBytes } from 'node:crypto'
import { UploadResultSchema, VIDEO_LIMITS } from '../../../types/api/activity-register'
import { ApiError, badRequest } from '../../core/api-error'
import { defineRoute, type FileSample } from '../../core/route'
import { me } from '../lookup'
import { uploadedFile } from './files'

/** The start of an MP4 file (an ftyp box): a real video header for sample uploads. */
export const SAMPLE_VIDEO: FileSample = {
  field: 'file', filename: 'clip.mp4', contentType: 'video/mp4', content: 'AAAAGGZ0eXBpc29tAAACAGlzb21tcDQx', fields: { duration: '12' },
}
const MB = 1024 * 1024

export const videoRoutes = [
  defineRoute({
    area: 'activity', method: 'POST', path: '/api/v1/activity/app/file/uploadVideo', summary: '上传视频（multipart 字段 file 与 duration 秒数；≤ 50 MB、≤ 60 秒）',
    // Room for the form's boundaries and fields on top of the largest video.
    auth: 'required', spec: false, response: UploadResultSchema, bodyLimit: VIDEO_LIMITS.maxBytes + MB,
    sample: { file: SAMPLE_VIDEO },
    handler: ({ db, accountId, req, uploads }) => {
      me(db, accountId)
      const { form, file } = uploadedFile(req)
      if (!(VIDEO_LIMITS.types as readonly string[]).includes(file.contentType)) throw new ApiError(415, '只支持 MP4、MOV、WebM 视频')
      if (file.data.length > VIDEO_LIMITS.maxBytes) throw new ApiError(413, `视频不能超过 ${VIDEO_LIMITS.maxBytes / MB} MB`)
      const duration = form.fields.duration?.trim()
      if (!duration) throw badRequest('缺少视频时长')
      if (!/^\d+$/.test(duration) || Number(duration) < 1) throw badRequest('视频时长需为正整数秒')
      if (Number(duration) > VIDEO_LIMITS.maxSeconds) throw badRequest(`视频时长不能超过 ${VIDEO_LIMITS.maxSeconds} 秒`)
      const id = randomBytes(8).toString('hex')
      uploads.set(id, { name: file.filename, contentType: file.contentType, data: file.data })
      return { url: `/static/upload/${id}`, name: file.filename, size: file.data.length, contentType: file.contentType }
    },
  }),
]
