import { createFakeBridge } from '@/core/bridge'
import { clearSession, getToken, isLoggedIn, isMiniProgram, restoreSession, setToken } from '@/core/session'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

describe('restoreSession (spec §4): storage, else page query, else native bridge', () => {
  beforeEach(() => {
    localStorage.clear()
    clearSession()
    window.history.replaceState(null, '', '/pages/car/car')
  })

  it('keeps a stored token and sets the login flag', async () => {
    setToken('stored')
    await expect(restoreSession({ runtime: 'h5', query: { token: 'other' }, bridge: null })).resolves.toBe('storage')
    expect(getToken()).toBe('stored')
    expect(isLoggedIn()).toBe(true)
  })

  it.each(['access_token', 'token'])('H5: takes the token from ?%s=, saves it, strips it from the address bar', async (key) => {
    window.history.replaceState({ key: 'k1' }, '', `/pages/car/car?a=1&${key}=from-url#h`)
    await expect(restoreSession({ runtime: 'h5', query: { a: '1', [key]: 'from-url' }, bridge: null })).resolves.toBe('query')
    expect(getToken()).toBe('from-url')
    expect(localStorage.getItem('token')).toBe(JSON.stringify({ data: 'from-url' }))
    expect(isLoggedIn()).toBe(true)
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/pages/car/car?a=1#h')
    expect(window.history.state).toEqual({ key: 'k1' })
  })

  it('prefers access_token over token', async () => {
    await restoreSession({ runtime: 'h5', query: { token: 'b', access_token: 'a' }, bridge: null })
    expect(getToken()).toBe('a')
  })

  it('strips a URL token even when a stored token wins', async () => {
    setToken('stored')
    window.history.replaceState(null, '', '/pages/car/car?token=x')
    await restoreSession({ runtime: 'h5', query: { token: 'x' }, bridge: null })
    expect(window.location.search).toBe('')
  })

  it('mini-program: takes the token from the launch query and sets the mini-program flag', async () => {
    await expect(restoreSession({ runtime: 'weapp', query: { access_token: 'mp' }, bridge: null })).resolves.toBe('query')
    expect(getToken()).toBe('mp')
    expect(isMiniProgram()).toBe(true)
  })

  it('H5 leaves the mini-program flag false', async () => {
    await restoreSession({ runtime: 'h5', query: {}, bridge: null })
    expect(isMiniProgram()).toBe(false)
  })

  it('native app: takes the token from the bridge', async () => {
    const bridge = createFakeBridge('native-token')
    await expect(restoreSession({ runtime: 'app', query: {}, bridge })).resolves.toBe('bridge')
    expect(getToken()).toBe('native-token')
    expect(isLoggedIn()).toBe(true)
  })

  it('native app without a token: not logged in; the flag is persisted as false', async () => {
    await expect(restoreSession({ runtime: 'app', query: {}, bridge: createFakeBridge(null) })).resolves.toBe('none')
    expect(isLoggedIn()).toBe(false)
    expect(localStorage.getItem('loginStatus')).toBe(JSON.stringify({ data: false }))
  })

  it('a failing bridge is logged without the token and falls through', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const bridge = { getToken: () => Promise.reject(new Error('bridge down')), openLogin: () => undefined }
    await expect(restoreSession({ runtime: 'app', query: {}, bridge })).resolves.toBe('none')
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
