// buildServer: the dev API server as a Fastify instance (not yet listening). Tests call it
// and listen on port 0; mock/main.ts listens on API_PORT. Admin routes (area `admin`:
// /__reset, /__faults, /__health, /__admin/...) and fault injection exist unless dev is false
// or NODE_ENV is production.
import Fastify, { type FastifyInstance } from 'fastify'
import { registerFaultHook } from './admin/faults'
import { registerCors } from './core/cors'
import { envelope } from './core/envelope'
import { registerErrorHandlers } from './core/errors'
import { registerParsers } from './core/parsers'
import { registerRoute } from './core/register'
import { manifest } from './routes/manifest'
import { Store } from './state/store'

/** Body limit of JSON, form and text requests; the upload route allows more. */
export const BODY_LIMIT = 1024 * 1024

export interface ServerOptions {
  dev?: boolean
  logger?: boolean
  /** The state to serve (a test that looks at the rows a call left); a fresh seed by default. */
  store?: Store
}

export async function buildServer(opts: ServerOptions = {}): Promise<FastifyInstance> {
  const dev = opts.dev ?? process.env.NODE_ENV !== 'production'
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Hung requests (fault injection) must not keep close() waiting.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Malformed URLs (e.g. /%zz) are refused before routing; answer them in the envelope too.
    frameworkErrors: (error, _req, reply) => {
      const raw = reply as unknown as { code(n: number): { send(body: unknown): void } }
      raw.code(400).send(envelope(400, null, error.code === 'FST_ERR_BAD_URL' ? '请求地址不合法' : '请求不合法'))
    },
  })
  const store = opts.store ?? new Store()
  registerParsers(app)
  registerErrorHandlers(app)
  registerCors(app)
  if (dev) registerFaultHook(app, store.faults)
  for (const route of manifest) if (dev || route.area !== 'admin') registerRoute(app, route, store)
  await app.ready()
  return app
}
