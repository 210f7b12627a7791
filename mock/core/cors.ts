// CORS for any origin: the H5 app runs on another port than this server. Preflights are
// answered by an OPTIONS catch-all route so they never reach auth or fault injection.
import type { FastifyInstance } from 'fastify'

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, Idempotency-Key'
const METHODS = 'GET, POST, PUT, DELETE, OPTIONS'

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin
    reply.header('Access-Control-Allow-Origin', origin ?? '*')
    if (origin) reply.header('Vary', 'Origin')
  })
  app.options('*', async (req, reply) => {
    const requested = req.headers['access-control-request-headers']
    reply
      .header('Access-Control-Allow-Methods', METHODS)
      .header('Access-Control-Allow-Headers', requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send()
  })
}
