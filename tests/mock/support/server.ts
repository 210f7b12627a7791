// Starts a dev API server on a free port for one test file, with helpers bound to it.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../../mock/server'
import { fullPath, type FileSample, type Method, type RouteDef, type Sample, type SampleApi } from '../../../mock/core/route'
import { closeAgent, multipart, send, type Req, type Res } from './http'

export const DEV_TOKEN = 'dev-token'
export const EXPIRED_TOKEN = 'expired-token'

export interface TestServer {
  app: FastifyInstance
  base: string
  send(req: Req): Promise<Res>
  reset(): Promise<void>
  api: SampleApi
  close(): Promise<void>
}

export async function startServer(): Promise<TestServer> {
  const app = await buildServer({ dev: true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const call = (req: Req) => send(base, req)
  const api: SampleApi = {
    async call<T>(method: Method, path: string, opts: { query?: Sample['query']; body?: unknown; file?: FileSample } = {}) {
      const upload = opts.file ? multipart(opts.file) : null
      const res = await call({ method, path, query: opts.query, json: opts.body, token: DEV_TOKEN, body: upload?.body, headers: upload?.headers })
      if (res.status !== 200) throw new Error(`sample setup ${method} ${path} answered ${res.status}: ${res.text}`)
      return res.json as { status: number; data: T; message: string }
    },
  }
  return {
    app,
    base,
    send: call,
    api,
    async reset() {
      const res = await call({ method: 'POST', path: '/__reset', json: {} })
      if (res.status !== 200) throw new Error(`reset failed: ${res.text}`)
    },
    async close() {
      await app.close()
      closeAgent()
    },
  }
}

/**
 * The server of one test file: started before its tests, closed after them and, unless
 * `resetEachTest` is false, put back to the seed before each test. The handle is filled in
 * when the server is up, so helpers may close over it at the top of the file.
 */
export function serverPerFile({ resetEachTest = true } = {}): TestServer {
  const srv = {} as TestServer
  beforeAll(async () => {
    Object.assign(srv, await startServer())
  })
  afterAll(async () => {
    await srv.close()
  })
  if (resetEachTest) {
    beforeEach(async () => {
      await srv.reset()
    })
  }
  return srv
}

export async function resolveSample(route: RouteDef, api: SampleApi): Promise<Sample> {
  return typeof route.sample === 'function' ? route.sample(api) : route.sample
}

/** Full path with the sample's params filled in (`:tenantId.json` keeps its suffix). */
export function pathOf(route: RouteDef, params: Sample['params'] = {}): string {
  return fullPath(route).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
}

/** The request a sample describes, with or without a token. */
export function requestOf(route: RouteDef, sample: Sample, token: string | null): Req {
  const upload = sample.file ? multipart(sample.file) : null
  return {
    method: route.method,
    path: pathOf(route, sample.params),
    query: sample.query,
    json: upload ? undefined : sample.body,
    body: upload?.body,
    headers: upload?.headers,
    token,
  }
}
