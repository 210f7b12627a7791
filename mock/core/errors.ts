// Every error leaves as an envelope. Fastify's own 4xx errors (body too large, bad media
// type...) get Chinese messages; only a real bug may answer 500.
import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiError } from './api-error'
import { envelope } from './envelope'

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的 Content-Type，请使用 application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不合法',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址不合法',
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send(envelope(error.status, null, error.message))
    }
    const code = error.statusCode ?? 500
    if (code >= 400 && code < 500) {
      return reply.code(code).send(envelope(code, null, MESSAGES[error.code] ?? '请求不合法'))
    }
    req.log.error(error)
    return reply.code(500).send(envelope(500, null, '服务器内部错误'))
  })
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]
    reply.code(404).send(envelope(404, null, `接口不存在：${req.method} ${path}`))
  })
}
