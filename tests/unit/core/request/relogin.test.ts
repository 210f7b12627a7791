import { redirectTo } from '@/core/navigation'
import { createFakeBridge, setNativeBridge } from '@/core/bridge'
import { request, RequestError } from '@/core/request'
import { setToken } from '@/core/session/state'
import { envelope } from '../support/fakes'
import { setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

const redirect = redirectTo as jest.Mock

function fiveCalls() {
  return Promise.allSettled([1, 2, 3, 4, 5].map((n) => request({ domain: 'user', path: `/p${n}` })))
}

describe('relogin: once per 3000 ms, leading edge (spec §4)', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
    redirect.mockClear()
    setNativeBridge(null)
    window.history.replaceState(null, '', '/pages/mine/mine')
  })
  afterAll(() => setNativeBridge(undefined))

  it('five parallel calls answered 401 cause exactly one login navigation', async () => {
    setToken('tok')
    env.fake.answer(() => envelope(401, null, '未登录', 401))
    const results = await fiveCalls()
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected'])
    for (const r of results) {
      const reason = (r as PromiseRejectedResult).reason as RequestError
      expect(reason.message).toBe('未登录')
    }
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('a 401 2999 ms after the first does not navigate again; one at 3000 ms does', async () => {
    env.fake.answer(() => envelope(401, null, '未登录', 401))
    await request({ domain: 'user', path: '/a' }).catch(() => undefined)
    expect(redirect).toHaveBeenCalledTimes(1)
    env.clock.advance(2999)
    await request({ domain: 'user', path: '/b' }).catch(() => undefined)
    expect(redirect).toHaveBeenCalledTimes(1)
    env.clock.advance(1)
    await request({ domain: 'user', path: '/c' }).catch(() => undefined)
    expect(redirect).toHaveBeenCalledTimes(2)
  })

  it('mixed 401 and 601 in one burst still navigate once', async () => {
    let n = 0
    env.fake.answer(() => ((n += 1) % 2 ? envelope(401, null, '', 401) : envelope(601)))
    await fiveCalls()
    expect(redirect).toHaveBeenCalledTimes(1)
  })

  it('the login URL brings the user back to the page that asked, without token parameters', async () => {
    window.history.replaceState(null, '', '/package-mall/pages/cart/index?id=5&token=abc&access_token=def')
    env.fake.answer(() => envelope(601))
    await request({ domain: 'mall', path: '/x' }).catch(() => undefined)
    expect(redirect).toHaveBeenCalledWith('/pages/login/index?redirect=%2Fpackage-mall%2Fpages%2Fcart%2Findex%3Fid%3D5')
  })

  it('from the entry page "/" the redirect names the entry route', async () => {
    window.history.replaceState(null, '', '/')
    env.fake.answer(() => envelope(401, null, '', 401))
    await request({ domain: 'user', path: '/x' }).catch(() => undefined)
    expect(redirect).toHaveBeenCalledWith('/pages/login/index?redirect=%2Fpages%2Fbook-browse%2Fbook-browse')
  })

  it('on the login page itself a 401 does not navigate', async () => {
    window.history.replaceState(null, '', '/pages/login/index?redirect=%2Fpages%2Fmine%2Fmine')
    env.fake.answer(() => envelope(401, null, '', 401))
    await request({ domain: 'user', path: '/x' }).catch(() => undefined)
    expect(redirect).not.toHaveBeenCalled()
  })

  it('in the native app the bridge opens the native login page instead, also throttled', async () => {
    const bridge = createFakeBridge('t')
    setNativeBridge(bridge)
    env.fake.answer(() => envelope(401, null, '', 401))
    await fiveCalls()
    expect(bridge.loginCalls).toBe(1)
    expect(redirect).not.toHaveBeenCalled()
  })
})
