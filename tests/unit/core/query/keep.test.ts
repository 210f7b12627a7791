import Taro from '@tarojs/taro'
import { STORAGE_KEYS } from '@/constants'
import { ensureFresh, fetchQuery, readQuery, resetQueriesForTests, setQueryClock, watchQuery } from '@/core/query'
import { keptSettled } from '@/core/query/store'
import { KEPT_MAX_AGE_MS, KEPT_MAX_BYTES, readKept, writeKept } from '@/core/query/keep'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'

/*
 * The data cache's last-known answers (issue 41): a `keep` read's answer is written to the
 * device after it is shown, looked up when the read is first asked for, shown while the read
 * runs and kept with its time when it fails; per person, within a size and an age bound.
 */

const T0 = 1_760_000_000_000
const MINUTE = 60_000
const INDEX = STORAGE_KEYS.KEPT_READS
let now = T0

const offline = () => Promise.reject(new RequestError('network', ''))
const answer = <T>(data: T) => () => Promise.resolve(data)

/** A kept read asked for as a screen asks (useQuery of a `keep` definition), settled and written. */
async function read(key: string, fetcher: () => Promise<unknown>, keep = true) {
  ensureFresh(key, fetcher, undefined, keep)
  await fetchQuery(key, fetcher)
  await keptSettled()
  return readQuery(key)
}

/** The app opened again: an empty cache in memory; the device's storage as it was. */
function reload() {
  resetQueriesForTests()
  setQueryClock(() => now)
}

const storedKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(INDEX))

beforeEach(() => {
  localStorage.clear()
  now = T0
  setQueryClock(() => now)
  setToken('dev-token')
})

test('a kept answer survives a reload: a failing read shows it with the time it was read, quietly', async () => {
  expect(await read('user/me', answer({ displayName: '车主小王', point: 2680 }))).toMatchObject({ data: { point: 2680 }, keptAt: undefined })
  reload()
  now = T0 + 5 * MINUTE
  const state = await read('user/me', offline)
  expect(state.data).toEqual({ displayName: '车主小王', point: 2680 })
  expect(state.keptAt).toBe(T0)
  expect(state.error).toBeInstanceOf(RequestError)
  // Still stale: the network coming back reads it again.
  expect(state.stale).toBe(true)
})

test('the kept answer shows at once while the read runs; the new answer replaces it and clears its time', async () => {
  await read('car/home', answer({ types: ['星驰 S7'] }))
  reload()
  now = T0 + 3 * MINUTE
  let arrive!: (v: unknown) => void
  const slow = () => new Promise((resolve) => (arrive = resolve))
  ensureFresh('car/home', slow, undefined, true)
  await keptSettled()
  expect(readQuery('car/home')).toMatchObject({ data: { types: ['星驰 S7'] }, keptAt: T0, fetching: true })
  arrive({ types: ['星驰 S7', '远航 L6'] })
  await fetchQuery('car/home', slow)
  expect(readQuery('car/home')).toMatchObject({ data: { types: ['星驰 S7', '远航 L6'] }, keptAt: undefined, error: undefined, stale: false })
  await keptSettled()
  reload()
  expect((await read('car/home', offline)).data).toEqual({ types: ['星驰 S7', '远航 L6'] })
})

test('the network back (the browser\'s online event): a shown kept read is read again, and its answer ends the kept state', async () => {
  await read('user/points', answer({ point: 2680 }))
  reload()
  let online = false
  const points = () => (online ? Promise.resolve({ point: 2690 }) : offline())
  const stop = watchQuery('user/points', () => undefined)
  await read('user/points', points)
  expect(readQuery('user/points')).toMatchObject({ data: { point: 2680 }, keptAt: T0 })
  now = T0 + MINUTE
  online = true
  window.dispatchEvent(new Event('online'))
  expect(readQuery('user/points').fetching).toBe(true)
  await fetchQuery('user/points', points)
  expect(readQuery('user/points')).toMatchObject({ data: { point: 2690 }, keptAt: undefined, error: undefined })
  stop()
})

test('a read without keep is never written to the device', async () => {
  await read('mall/goods/12', answer({ name: '车载香氛' }), false)
  expect(storedKeys()).toEqual([])
  reload()
  const state = await read('mall/goods/12', offline, false)
  expect(state.data).toBeUndefined()
  expect(state.error).toBeInstanceOf(RequestError)
})

test('a failing kept read with nothing kept fails as any read: no data, the error', async () => {
  const state = await read('yearly-report/mine', offline)
  expect(state.data).toBeUndefined()
  expect(state.keptAt).toBeUndefined()
  expect(state.error).toBeInstanceOf(RequestError)
})

test('an answer of nothing (a failure the request layer swallowed) leaves the kept one shown, with its time', async () => {
  await read('user/points', answer({ point: 2680 }))
  reload()
  const state = await read('user/points', answer(undefined))
  expect(state).toMatchObject({ data: { point: 2680 }, keptAt: T0 })
  expect(state.error).toBeDefined()
  // And nothing replaces the kept copy.
  reload()
  expect((await read('user/points', offline)).data).toEqual({ point: 2680 })
})

test('per person: another account sees nothing kept, and the first account’s answers are gone', async () => {
  await read('mall/orders/detail/9', answer({ id: 9, total: 12900 }))
  reload()
  setToken('dev-token-2')
  const other = await read('mall/orders/detail/9', offline)
  expect(other.data).toBeUndefined()
  expect(storedKeys()).toEqual([])
  reload()
  setToken('dev-token')
  expect((await read('mall/orders/detail/9', offline)).data).toBeUndefined()
})

test('signing out drops every kept answer of the person (the cache’s own account listener)', async () => {
  const stop = watchQuery('user/me', () => undefined)
  await read('user/me', answer({ displayName: '车主小王' }))
  expect(storedKeys().sort()).toEqual([INDEX, `${INDEX}:user/me`])
  clearSession()
  await keptSettled()
  expect(storedKeys()).toEqual([])
  stop()
})

test('another account signing in drops them too, before it reads anything', async () => {
  const stop = watchQuery('user/me', () => undefined)
  await read('user/me', answer({ displayName: '车主小王' }))
  setToken('dev-token-2')
  await keptSettled()
  expect(storedKeys()).toEqual([])
  stop()
})

test('the kept copy never holds the token: an answer that carries it is not kept', async () => {
  await read('user/me', answer({ displayName: '车主小王', echo: 'Bearer dev-token' }))
  expect(storedKeys()).toEqual([])
  // Nor the index, under any key: the owner is a hash.
  await read('user/points', answer({ point: 1 }))
  for (const key of storedKeys()) expect(JSON.stringify(Taro.getStorageSync(key))).not.toContain('dev-token')
})

test('the size bound drops the oldest answers first; an answer over the whole bound is not kept', () => {
  const third = 'x'.repeat(Math.floor(KEPT_MAX_BYTES / 3) - 100)
  writeKept('a', third, T0, 'dev-token')
  writeKept('b', third, T0 + 1, 'dev-token')
  writeKept('c', third, T0 + 2, 'dev-token')
  expect(readKept('a', 'dev-token', T0 + 3)).toEqual({ data: third, at: T0 })
  writeKept('d', third, T0 + 3, 'dev-token')
  expect(readKept('a', 'dev-token', T0 + 4)).toBeUndefined()
  expect(readKept('b', 'dev-token', T0 + 4)?.at).toBe(T0 + 1)
  expect(readKept('d', 'dev-token', T0 + 4)?.at).toBe(T0 + 3)
  expect(Taro.getStorageSync(`${INDEX}:a`)).toBe('')

  writeKept('huge', 'y'.repeat(KEPT_MAX_BYTES + 1), T0 + 5, 'dev-token')
  expect(readKept('huge', 'dev-token', T0 + 6)).toBeUndefined()
  expect(readKept('b', 'dev-token', T0 + 6)).toBeDefined()
})

test('sizes count Chinese as the device stores it (three bytes a character)', () => {
  const chinese = '车'.repeat(Math.floor(KEPT_MAX_BYTES / 3 / 2))
  writeKept('a', chinese, T0, 'dev-token')
  writeKept('b', chinese, T0 + 1, 'dev-token')
  writeKept('c', chinese, T0 + 2, 'dev-token')
  expect(readKept('a', 'dev-token', T0 + 3)).toBeUndefined()
  expect(readKept('c', 'dev-token', T0 + 3)).toBeDefined()
})

test('the age bound: an answer older than a week is not shown and is dropped', () => {
  writeKept('old', { v: 1 }, T0, 'dev-token')
  writeKept('new', { v: 2 }, T0 + KEPT_MAX_AGE_MS, 'dev-token')
  expect(readKept('old', 'dev-token', T0 + KEPT_MAX_AGE_MS)).toEqual({ data: { v: 1 }, at: T0 })
  expect(readKept('old', 'dev-token', T0 + KEPT_MAX_AGE_MS + 1)).toBeUndefined()
  expect(Taro.getStorageSync(`${INDEX}:old`)).toBe('')
  expect(readKept('new', 'dev-token', T0 + KEPT_MAX_AGE_MS + 1)).toEqual({ data: { v: 2 }, at: T0 + KEPT_MAX_AGE_MS })
})

test('a storage that refuses a write keeps nothing new and breaks nothing', async () => {
  const set = jest.spyOn(Taro, 'setStorageSync').mockImplementation(() => {
    throw new Error('exceed storage max size')
  })
  const state = await read('user/me', answer({ displayName: '车主小王' }))
  expect(state.data).toEqual({ displayName: '车主小王' })
  set.mockRestore()
  reload()
  expect((await read('user/me', offline)).data).toBeUndefined()
})
