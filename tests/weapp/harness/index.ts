// The weapp harness for jest: a dev API server per test file (port 0) and launchers of the
// built mini-program ($WEAPP_DIR, default dist/weapp) with a route and query.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startServer, type TestServer } from '../../mock/support/server'
import { MiniProgram } from './mini-program'
import type { PageHandle } from './page'
import type { WxState } from './wx-fake'

export const WEAPP_DIR = process.env.WEAPP_DIR ?? join(__dirname, '../../../dist/weapp')
export const DEV_TOKEN = 'dev-token'

export { MiniProgram } from './mini-program'
export type { PageHandle } from './page'

export interface Harness {
  server: TestServer
  /**
   * Launches the mini-program on `route` with `query`, as a compile mode does, and opens it.
   * `before` sets WeChat's state before the app starts (`state.privacyAgreed = false`).
   */
  launch(route: string, query?: string, before?: (state: WxState) => void): Promise<PageHandle>
}

/**
 * Call at file level. Each launch is a fresh mini-program (new logic layer, empty storage);
 * it is closed after its test. The server is put back to its seed before each test.
 */
export function harnessPerFile(): Harness {
  // A launch takes ~100 ms, but a flow waits for several renders and requests (5 s each at most).
  jest.setTimeout(20_000)
  const launched: MiniProgram[] = []
  const harness = { server: {} as TestServer } as Harness
  beforeAll(async () => {
    if (!existsSync(join(WEAPP_DIR, 'app.json'))) throw new Error(`${WEAPP_DIR} has no app.json: build the mini-program or set WEAPP_DIR`)
    harness.server = await startServer()
  })
  beforeEach(() => harness.server.reset())
  afterEach(() => launched.splice(0).forEach((mp) => mp.close()))
  afterAll(() => harness.server.close())
  harness.launch = async (route, query = '', before) => {
    const mp = new MiniProgram({ dir: WEAPP_DIR, apiBase: harness.server.base, route, query })
    launched.push(mp)
    before?.(mp.state)
    mp.start()
    return mp.open(route, query)
  }
  return harness
}
