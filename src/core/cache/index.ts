import { STORAGE_KEYS } from '@/constants'
import { readStorage, removeStorage, writeStorage } from '../storage/taro-storage'

/*
 * Local cache with optional expiry (spec §3, §4). Values live under their own key, readable by
 * plain Taro storage calls; the expiry times of all keys live in one list under a fixed key, so
 * start-up can purge without scanning storage.
 */
type ExpiryList = Record<string, number>

function readExpiries(): ExpiryList {
  const list = readStorage<ExpiryList>(STORAGE_KEYS.CACHE_EXPIRY, {})
  return typeof list === 'object' && list !== null ? list : {}
}

function writeExpiries(list: ExpiryList): void {
  if (Object.keys(list).length === 0) removeStorage(STORAGE_KEYS.CACHE_EXPIRY)
  else writeStorage(STORAGE_KEYS.CACHE_EXPIRY, list)
}

/** Stores `value`; with `ttlMs` it expires that many ms after `now`. */
export function setCache(key: string, value: unknown, ttlMs?: number, now: number = Date.now()): void {
  writeStorage(key, value)
  const list = readExpiries()
  if (ttlMs !== undefined && ttlMs > 0) list[key] = now + ttlMs
  else delete list[key]
  writeExpiries(list)
}

export function removeCache(key: string): void {
  removeStorage(key)
  const list = readExpiries()
  if (key in list) {
    delete list[key]
    writeExpiries(list)
  }
}

/** The stored value, or `fallback` when missing or expired (an expired entry is removed). */
export function getCache<T>(key: string, fallback?: T, now: number = Date.now()): T | undefined {
  const expiresAt = readExpiries()[key]
  if (expiresAt !== undefined && expiresAt <= now) {
    removeCache(key)
    return fallback
  }
  return readStorage<T | undefined>(key, fallback)
}

/** Removes every expired entry; run at start-up. Returns the purged keys. */
export function purgeExpiredCache(now: number = Date.now()): string[] {
  const list = readExpiries()
  const expired = Object.keys(list).filter((key) => list[key] <= now)
  for (const key of expired) {
    removeStorage(key)
    delete list[key]
  }
  if (expired.length) writeExpiries(list)
  return expired
}
