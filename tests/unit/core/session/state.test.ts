import Taro from '@tarojs/taro'
import {
  clearSession,
  getToken,
  isLoading,
  isLoggedIn,
  isMiniProgram,
  setLoginFlag,
  setMiniProgram,
  setToken,
  withLoading,
} from '@/core/session'
import { redact } from '@/core/log'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

describe('session state (spec §4)', () => {
  beforeEach(() => {
    localStorage.clear()
    clearSession()
  })

  it('saves the token locally under "token" and sets the login flag true', () => {
    setToken('abc')
    expect(getToken()).toBe('abc')
    expect(Taro.getStorageSync('token')).toBe('abc')
    expect(isLoggedIn()).toBe(true)
    expect(Taro.getStorageSync('loginStatus')).toBe(true)
  })

  it('clearSession removes the token and persists the login flag as false (not removed)', () => {
    setToken('abc')
    clearSession()
    expect(getToken()).toBe('')
    expect(localStorage.getItem('token')).toBeNull()
    expect(isLoggedIn()).toBe(false)
    expect(Taro.getStorageSync('loginStatus')).toBe(false)
  })

  it('a failed login-state save logs 登录状态保存失败 and keeps the flag in memory', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const spy = jest.spyOn(Taro, 'setStorageSync').mockImplementation((key: string) => {
      if (key === 'loginStatus') throw new Error('quota exceeded')
    })
    setLoginFlag(true)
    expect(log).toHaveBeenCalledWith('登录状态保存失败')
    expect(isLoggedIn()).toBe(true)
    spy.mockRestore()
    log.mockRestore()
  })

  it('the mini-program flag is a plain in-memory flag', () => {
    setMiniProgram(true)
    expect(isMiniProgram()).toBe(true)
    setMiniProgram(false)
    expect(isMiniProgram()).toBe(false)
  })

  it('the loading flag is on while work runs, and stays on until the last overlapping job ends', async () => {
    let endA: () => void = () => undefined
    let endB: () => void = () => undefined
    expect(isLoading()).toBe(false)
    const a = withLoading(() => new Promise<void>((r) => (endA = r)))
    const b = withLoading(() => new Promise<void>((r) => (endB = r)))
    expect(isLoading()).toBe(true)
    endA()
    await a
    expect(isLoading()).toBe(true)
    endB()
    await b
    expect(isLoading()).toBe(false)
    await expect(withLoading(() => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(isLoading()).toBe(false)
  })
})

describe('the logger never prints a token', () => {
  it('redacts access_token, token query values and bearer headers', () => {
    expect(redact('GET http://h/p?a=1&access_token=s3cr3t&b=2')).toBe('GET http://h/p?a=1&access_token=***&b=2')
    expect(redact('/pages/x?token=s3cr3t')).toBe('/pages/x?token=***')
    expect(redact('Authorization: Bearer s3cr3t')).toBe('Authorization: Bearer ***')
  })
})
