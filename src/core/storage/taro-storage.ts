import Taro from '@tarojs/taro'

/**
 * Sync storage for jotai `atomWithStorage` over Taro storage. Values go to Taro as they are
 * (Taro serializes them itself), so other code and the native side read plain values under
 * the same keys, e.g. `Taro.getStorageSync('token')` is the token string.
 */
export function readStorage<T>(key: string, fallback: T): T {
  try {
    const value = Taro.getStorageSync(key) as T | '' | undefined | null
    // Taro answers '' for a missing key on every platform.
    return value === '' || value === undefined || value === null ? fallback : value
  } catch {
    return fallback
  }
}

export function writeStorage(key: string, value: unknown): void {
  Taro.setStorageSync(key, value)
}

export function removeStorage(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // A key that cannot be removed is simply left; reads treat it as stale data.
  }
}

/** The sync storage shape `atomWithStorage` accepts (jotai does not export the type). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T
  setItem: (key: string, value: T) => void
  removeItem: (key: string) => void
}

export interface TaroStorageOptions {
  /** Called when a write fails (quota, private mode); the in-memory value still changes. */
  onWriteError?: (error: unknown) => void
}

export function taroStorage<T>(options: TaroStorageOptions = {}): SyncStorage<T> {
  return {
    getItem: (key, initialValue) => readStorage(key, initialValue),
    setItem: (key, value) => {
      try {
        writeStorage(key, value)
      } catch (error) {
        if (options.onWriteError) options.onWriteError(error)
        else throw error
      }
    },
    removeItem: removeStorage,
  }
}
