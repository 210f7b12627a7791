import Taro from '@tarojs/taro'
import { getCache, purgeExpiredCache, removeCache, setCache } from '@/core/cache'

const EXPIRY_KEY = '__cache_expiry__'
const T0 = 1_700_000_000_000

describe('local cache with expiry (spec §3, §4)', () => {
  beforeEach(() => localStorage.clear())

  it('stores values under their own key, readable by plain Taro storage', () => {
    setCache('a', { x: 1 })
    expect(Taro.getStorageSync('a')).toEqual({ x: 1 })
    expect(getCache('a')).toEqual({ x: 1 })
    expect(Taro.getStorageSync(EXPIRY_KEY)).toBe('')
  })

  it('keeps every expiry in one list under one fixed key', () => {
    setCache('a', 1, 1000, T0)
    setCache('b', 2, 5000, T0)
    expect(Taro.getStorageSync(EXPIRY_KEY)).toEqual({ a: T0 + 1000, b: T0 + 5000 })
  })

  it('an expired entry reads as missing and is removed', () => {
    setCache('a', 1, 1000, T0)
    expect(getCache('a', undefined, T0 + 999)).toBe(1)
    expect(getCache('a', 'fallback', T0 + 1000)).toBe('fallback')
    expect(Taro.getStorageSync('a')).toBe('')
    expect(Taro.getStorageSync(EXPIRY_KEY)).toBe('')
  })

  it('purgeExpiredCache removes only the expired entries', () => {
    setCache('old', 1, 1000, T0)
    setCache('new', 2, 10_000, T0)
    setCache('forever', 3)
    expect(purgeExpiredCache(T0 + 5000)).toEqual(['old'])
    expect(Taro.getStorageSync('old')).toBe('')
    expect(Taro.getStorageSync('new')).toBe(2)
    expect(Taro.getStorageSync('forever')).toBe(3)
    expect(Taro.getStorageSync(EXPIRY_KEY)).toEqual({ new: T0 + 10_000 })
  })

  it('re-setting without a ttl drops the expiry; removeCache drops both', () => {
    setCache('a', 1, 1000, T0)
    setCache('a', 2)
    expect(purgeExpiredCache(T0 + 5000)).toEqual([])
    removeCache('a')
    expect(getCache('a')).toBeUndefined()
  })
})
