// Points the app's request layer at a dev API server of its own, logged in as the seeded
// user 1 unless a test logs out. Usage: `const api = setupApiServer()` at file level.
//
// The server runs in a child process: these tests run in the Taro H5 runtime (jsdom), where
// Fastify's body handling does not work.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { configureRequest, resetRequestDeps } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { send, type Req, type Res } from '../../mock/support/http'
import { nodeTransport } from './node-transport'

export const DEV_TOKEN = 'dev-token'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`dev API server exited with ${child.exitCode}`)
    const up = await send(base, { method: 'GET', path: '/__health' }).then(
      (res) => res.status === 200,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('dev API server did not start')
}

export interface ApiServer {
  base: string
  toasts: string[]
  /** A raw call to the server (admin routes, set-up), bypassing the app's request layer. */
  send(req: Req): Promise<Res>
}

export function setupApiServer(): ApiServer {
  let child: ChildProcess
  const state: ApiServer = { base: '', toasts: [], send: (req) => send(state.base, req) }
  beforeAll(async () => {
    const port = await freePort()
    state.base = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', 'mock/main.ts'], {
      env: { ...process.env, API_PORT: String(port), NODE_ENV: 'test' },
      stdio: 'ignore',
    })
    await waitUntilUp(state.base, child)
    process.env.TARO_APP_API_BASE = state.base
    configureRequest({ transport: nodeTransport, toast: (text) => state.toasts.push(text), onUnauthorized: () => undefined })
  }, 30_000)
  beforeEach(async () => {
    const res = await state.send({ method: 'POST', path: '/__reset', json: {} })
    if (res.status !== 200) throw new Error(`reset failed: ${res.text}`)
    await state.send({ method: 'DELETE', path: '/__faults' })
    state.toasts.length = 0
    setToken(DEV_TOKEN)
  })
  afterAll(() => {
    clearSession()
    resetRequestDeps()
    delete process.env.TARO_APP_API_BASE
    child?.kill('SIGTERM')
  })
  return state
}
