import Taro from '@tarojs/taro'
import { quietly, quietlyOrFalse, request, upload } from '@/core/request'
import { isLoading } from '@/core/session'
import { envelope, flush } from '../support/fakes'
import { setupRequest } from '../support/setup-request'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

describe('swallowed failures (spec §8)', () => {
  let env: ReturnType<typeof setupRequest>
  let warn: jest.SpyInstance
  beforeEach(() => {
    env = setupRequest()
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())

  it('goods, cart count and points: nothing returned, no toast', async () => {
    env.fake.answer(() => envelope(500, null, 'boom'))
    await expect(quietly(() => request({ domain: 'mall', path: '/web/app/cart-item/user/count', toast: false }))).resolves.toBeUndefined()
    expect(env.toasts).toEqual([])
  })

  it('sign-in and task calls: false returned', async () => {
    env.fake.answer(() => Promise.reject(new TypeError('offline')))
    await expect(quietlyOrFalse(() => request({ domain: 'user', path: '/web/task/tasks/event-start', method: 'POST', toast: false }))).resolves.toBe(false)
  })

  it('success passes through', async () => {
    env.fake.answer(() => envelope(200, 3))
    await expect(quietly(() => request({ domain: 'mall', path: '/x' }))).resolves.toBe(3)
    await expect(quietlyOrFalse(() => request({ domain: 'mall', path: '/x' }))).resolves.toBe(3)
  })
})

describe('loading flag during work', () => {
  let env: ReturnType<typeof setupRequest>
  beforeEach(() => {
    env = setupRequest()
  })

  it('is on while a call asked with loading: true runs, and off after', async () => {
    let answer: (v: ReturnType<typeof envelope>) => void = () => undefined
    env.fake.answer(() => new Promise((r) => (answer = r)))
    const pending = request({ domain: 'user', path: '/p', loading: true })
    await flush()
    expect(isLoading()).toBe(true)
    answer(envelope(200, 1))
    await pending
    expect(isLoading()).toBe(false)
  })

  it('goes off after a failure too (upload)', async () => {
    env.fake.answerUpload(() => envelope(500, null, 'x'))
    await expect(upload({ domain: 'activity', path: '/up', filePath: 'blob:1', loading: true })).rejects.toThrow('x')
    expect(isLoading()).toBe(false)
  })
})

describe('pageUrl is stored on relogin (spec §3)', () => {
  it('saves the asking page, not the login page', async () => {
    const env = setupRequest()
    window.history.replaceState(null, '', '/pages/mine/mine?tab=2')
    env.fake.answer(() => envelope(401, null, '', 401))
    await request({ domain: 'user', path: '/p' }).catch(() => undefined)
    expect(Taro.getStorageSync('pageUrl')).toBe('/pages/mine/mine?tab=2')
    env.clock.advance(3000)
    window.history.replaceState(null, '', '/pages/login/index')
    await request({ domain: 'user', path: '/p' }).catch(() => undefined)
    expect(Taro.getStorageSync('pageUrl')).toBe('/pages/mine/mine?tab=2')
  })
})
