import Taro from '@tarojs/taro'
import { initRuntime } from '@/core'
import { PURGE_DELAY_MS } from '@/core/start'
import { setCache } from '@/core/cache'
import { getLocation, getPosition } from '@/core/location'
import { clearSession, getToken } from '@/core/session'

jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())

const T0 = 1_700_000_000_000

describe('initRuntime: what app.tsx runs at start-up', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    clearSession()
    delete window.__app
  })

  it('purges expired cache entries a few seconds in, not before the first screen', async () => {
    jest.useFakeTimers()
    try {
      setCache('stale', 1, 1000, T0)
      setCache('fresh', 2, 10_000, T0)
      await initRuntime({}, T0 + 5000)
      expect(Taro.getStorageSync('stale')).toBe(1)
      await jest.advanceTimersByTimeAsync(PURGE_DELAY_MS)
      expect(Taro.getStorageSync('stale')).toBe('')
      expect(Taro.getStorageSync('fresh')).toBe(2)
    } finally {
      jest.useRealTimers()
    }
  })

  it('restores the token from the landing query and strips it from the address bar, synchronously', async () => {
    window.history.replaceState(null, '', '/pages/car/car?token=dev-token&x=1')
    const started = initRuntime({ token: 'dev-token', x: '1' })
    // Before any await: the router must never see the token.
    expect(window.location.search).toBe('?x=1')
    expect(getToken()).toBe('dev-token')
    await expect(started).resolves.toEqual({ tokenSource: 'query', restoredLocation: false })
  })

  it('type=1 restores saved location and current position', async () => {
    const shanghai = { province: { code: '310000', name: '上海市' }, city: { code: '310100', name: '上海市' }, district: { code: '310101', name: '黄浦区' } }
    Taro.setStorageSync('location', shanghai)
    Taro.setStorageSync('currentPosition', { latitude: 31.2, longitude: 121.5 })
    await expect(initRuntime({ type: '1' })).resolves.toMatchObject({ restoredLocation: true })
    expect(getLocation()).toEqual(shanghai)
    expect(getPosition()).toEqual({ latitude: 31.2, longitude: 121.5 })
  })

  it('without type=1 saved location data is left alone', async () => {
    await expect(initRuntime({ type: '2' })).resolves.toMatchObject({ restoredLocation: false })
  })

  it('installs the test handle outside production builds; it never reveals the token', async () => {
    await initRuntime({ token: 'secret' })
    expect(window.__app).toBeDefined()
    expect(window.__app!.hasToken()).toBe(true)
    expect(JSON.stringify(Object.keys(window.__app!))).not.toContain('secret')
  })
})
