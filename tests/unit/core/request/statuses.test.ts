import { redirectTo } from '@/core/navigation'
import { request } from '@/core/request'
import { getToken, isLoggedIn, setToken } from '@/core/session/state'
import { envelope } from '../support/fakes'
import { failure, setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

describe('request: the error catalogue of spec §8', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
    ;(redirectTo as jest.Mock).mockClear()
    window.history.replaceState(null, '', '/pages/mine/mine')
  })

  it('status 200 is success: resolves with data', async () => {
    env.fake.answer(() => envelope(200, { id: 3 }))
    await expect(request({ domain: 'user', path: '/p' })).resolves.toEqual({ id: 3 })
    expect(env.toasts).toEqual([])
  })

  it('status 0 is success too', async () => {
    env.fake.answer(() => envelope(0, [1, 2]))
    await expect(request({ domain: 'user', path: '/p' })).resolves.toEqual([1, 2])
  })

  it('status 401: token cleared, login flag false, login page, error 未登录', async () => {
    setToken('tok')
    env.fake.answer(() => envelope(401, null, '未登录', 401))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.message).toBe('未登录')
    expect(error.kind).toBe('unauthorized')
    expect(error.status).toBe(401)
    expect(getToken()).toBe('')
    expect(localStorage.getItem('token')).toBeNull()
    expect(isLoggedIn()).toBe(false)
    expect(localStorage.getItem('loginStatus')).toBe(JSON.stringify({ data: false }))
    expect(redirectTo).toHaveBeenCalledTimes(1)
    expect(redirectTo).toHaveBeenCalledWith('/pages/login/index?redirect=%2Fpages%2Fmine%2Fmine')
    expect(env.toasts).toEqual([])
  })

  it('HTTP 401 without an envelope is handled as status 401', async () => {
    setToken('tok')
    env.fake.answer(() => ({ statusCode: 401, data: 'Unauthorized' }))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.message).toBe('未登录')
    expect(getToken()).toBe('')
  })

  it('status 601 (HTTP 200): same as 401 with error 请重新登录', async () => {
    setToken('tok')
    env.fake.answer(() => envelope(601, null, 'token expired'))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.message).toBe('请重新登录')
    expect(error.status).toBe(601)
    expect(getToken()).toBe('')
    expect(isLoggedIn()).toBe(false)
    expect(redirectTo).toHaveBeenCalledTimes(1)
  })

  it.each([80001, 80002])('status %i returns the whole response without error', async (status) => {
    env.fake.answer(() => envelope(status, { url: '/x' }, 'go'))
    await expect(request({ domain: 'user', path: '/p' })).resolves.toEqual({ status, data: { url: '/x' }, message: 'go' })
    expect(env.toasts).toEqual([])
  })

  it('any other status: toast with the server message for 4000 ms and an error', async () => {
    env.fake.answer(() => envelope(500, null, '库存不足'))
    const error = await failure(request({ domain: 'mall', path: '/p' }))
    expect(error.kind).toBe('status')
    expect(error.message).toBe('库存不足')
    expect(error.status).toBe(500)
    expect(env.toasts).toEqual([{ text: '库存不足', duration: 4000 }])
  })

  it('any other status without a message: 服务器端错误', async () => {
    env.fake.answer(() => envelope(403, null, ''))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.message).toBe('服务器端错误')
    expect(env.toasts).toEqual([{ text: '服务器端错误', duration: 4000 }])
  })

  it('an HTTP error page without an envelope: 服务器端错误', async () => {
    env.fake.answer(() => ({ statusCode: 502, data: '<html>Bad Gateway</html>' }))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.kind).toBe('status')
    expect(error.message).toBe('服务器端错误')
    expect(error.statusCode).toBe(502)
    expect(env.toasts).toEqual([{ text: '服务器端错误', duration: 4000 }])
  })

  it('toast: false keeps a failing status silent (for calls whose failure is swallowed)', async () => {
    env.fake.answer(() => envelope(500, null, 'x'))
    await failure(request({ domain: 'user', path: '/p', toast: false }))
    expect(env.toasts).toEqual([])
  })

  it('an unexpected 2xx answer (not an envelope) is logged only: no toast', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    setToken('secret-token')
    env.fake.answer(() => ({ statusCode: 200, data: '{"status": broken' }))
    const error = await failure(request({ domain: 'user', path: '/p' }))
    expect(error.kind).toBe('unexpected')
    expect(env.toasts).toEqual([])
    expect(log).toHaveBeenCalledTimes(1)
    const logged = String(log.mock.calls[0][0])
    expect(logged).toContain('Unexpected response: GET')
    expect(logged).not.toContain('secret-token')
    log.mockRestore()
  })

  it('an empty 2xx answer resolves with undefined', async () => {
    env.fake.answer(() => ({ statusCode: 204, data: '' }))
    await expect(request({ domain: 'user', path: '/p', method: 'DELETE' })).resolves.toBeUndefined()
  })

  it('an already parsed envelope (mini-program json) works the same', async () => {
    env.fake.answer(() => ({ statusCode: 200, data: { status: 200, data: 5, message: '' } }))
    await expect(request({ domain: 'user', path: '/p' })).resolves.toBe(5)
  })
})
