// Static files outside the domains: the per-tenant front-end config (plain JSON, no
// envelope: the app reads it before it knows any domain), generated images and uploads.
import { Type } from '@sinclair/typebox'
import { ConfigParamsSchema, FrontConfigSchema, ImageParamsSchema, ImageQuerySchema, UploadParamsSchema } from '../../../types/api/common'
import { ApiError, notFound } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import { frontConfig } from '../../seed/tenants'
import type { UploadResult } from '../../../types/api/activity'
import { SAMPLE_UPLOAD } from '../activity/files'
import { captchaBackground, captchaPiece } from './captcha-svg'
import { placeholderSvg } from './svg'

/** The first and last byte a `Range: bytes=a-b` header asks for (one range); 416 when it cannot be served. */
export function byteRange(header: string, size: number): [number, number] {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) throw new ApiError(416, '请求的范围无效')
  const [start, end] = m[1] === '' ? [Math.max(0, size - Number(m[2])), size - 1] : [Number(m[1]), m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)]
  if (start > end || start >= size) throw new ApiError(416, '请求的范围无效')
  return [start, end]
}

export const staticRoutes = [
  defineRoute({
    area: 'static', method: 'GET', path: '/config/:tenantId.json', summary: '前端配置（按租户，默认 000000）',
    auth: 'none', spec: true, answer: 'json', params: ConfigParamsSchema, response: FrontConfigSchema,
    sample: { params: { tenantId: '000000' } },
    handler: ({ params, origin }) => {
      const config = frontConfig(params.tenantId, origin)
      if (!config) throw notFound(`租户 ${params.tenantId} 的配置不存在`)
      return config
    },
  }),
  defineRoute({
    area: 'static', method: 'GET', path: '/img/:kind/:seed.svg', summary: '生成的 SVG 图片（?text= 中文说明）',
    auth: 'none', spec: false, answer: 'svg', params: ImageParamsSchema, query: ImageQuerySchema, response: Type.String(),
    sample: { params: { kind: 'cars', seed: 's7' }, query: { text: '星驰 S7' } },
    handler: ({ params, query }) => {
      if (params.kind === 'captcha') return captchaBackground(params.seed)
      if (params.kind === 'captcha-piece') return captchaPiece(params.seed)
      return placeholderSvg(params.kind, params.seed, query.text, { w: query.w, h: query.h })
    },
  }),
  defineRoute({
    area: 'static', method: 'GET', path: '/upload/:id', summary: '已上传的文件',
    auth: 'none', spec: false, answer: 'file', params: UploadParamsSchema, response: Type.Any(),
    sample: async (api) => {
      const sent = await api.call<UploadResult>('POST', '/activity/api/v1/activity/app/file/uploadImg', { file: SAMPLE_UPLOAD })
      return { params: { id: String(sent.data.url).split('/').pop()! } }
    },
    handler: ({ params, uploads, req, reply }) => {
      const file = uploads.get(params.id)
      if (!file) throw notFound('文件不存在')
      reply.type(file.contentType).header('Cache-Control', 'public, max-age=86400').header('Accept-Ranges', 'bytes')
      const range = req.headers.range
      if (!range) return file.data
      // A player seeking in a video asks for a part of the file.
      const [start, end] = byteRange(range, file.data.length)
      reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.data.length}`)
      return file.data.subarray(start, end + 1)
    },
  }),
]
