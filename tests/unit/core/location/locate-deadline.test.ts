// Locating gives up on the device after GEOLOCATION_TIMEOUT (issue 41 item 4): a browser whose
// permission prompt is left open never calls back, and its own `timeout` option does not run
// meanwhile (WebKit, Firefox). The fall-back follows, marked timedOut; a fix that still comes
// refines the state and the fall-back never overwrites it. A denial in the browser is a refusal.
import { GEOLOCATION_TIMEOUT } from '@/constants'
import { applyDefault, getLocation, locate, positionSourceAtom } from '@/core/location'
import { ipLocate, reverseGeocode, translateGps } from '@/core/location/map-service'
import { store } from '@/core/store'
import { deferred } from '../../../support/deferred'

jest.mock('@/core/location/map-service', () => ({ ipLocate: jest.fn(), reverseGeocode: jest.fn(), translateGps: jest.fn() }))

const BEIJING = { province: { code: '110000', name: '北京市' }, city: { code: '110100', name: '北京市' }, district: { code: '', name: '' } }
const SHANGHAI = { province: { code: '310000', name: '上海市' }, city: { code: '310100', name: '上海市' }, district: { code: '310101', name: '黄浦区' } }

/** A browser whose prompt is still open: nothing calls back until the test answers for the user. */
function openPrompt() {
  const answers: PositionCallback[] = []
  const geo = { getCurrentPosition: (ok: PositionCallback) => void answers.push(ok) }
  Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true })
  const answer = () => answers.forEach((ok) => ok({ coords: { latitude: 31.19, longitude: 121.49 } } as GeolocationPosition))
  return { answer, asked: () => answers.length }
}

/** Lets the promise callbacks run (fake timers leave microtasks alone). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve()
}

beforeEach(() => {
  jest.clearAllMocks()
  jest.useFakeTimers()
  applyDefault()
  jest.mocked(ipLocate).mockResolvedValue({ position: { latitude: 39.9, longitude: 116.38 }, location: BEIJING })
  jest.mocked(translateGps).mockResolvedValue({ latitude: 31.2, longitude: 121.5 })
  jest.mocked(reverseGeocode).mockResolvedValue(SHANGHAI)
})

afterEach(() => {
  jest.useRealTimers()
  localStorage.clear()
})

test('the give-up is 5 s', () => {
  expect(GEOLOCATION_TIMEOUT).toBe(5_000)
})

test('a prompt left open: no answer before the deadline, then the IP fall-back marked timedOut', async () => {
  const prompt = openPrompt()
  let result: Awaited<ReturnType<typeof locate>> | undefined
  void locate().then((r) => (result = r))
  expect(prompt.asked()).toBe(1)
  jest.advanceTimersByTime(GEOLOCATION_TIMEOUT - 1)
  await settle()
  expect(result).toBeUndefined()
  expect(ipLocate).not.toHaveBeenCalled()

  jest.advanceTimersByTime(1)
  await settle()
  expect(result).toMatchObject({ source: 'ip', allowed: true, error: 'network error', timedOut: true })
  expect(result).not.toHaveProperty('refused')
  expect(getLocation().city.code).toBe('110100')
})

test('an answer after the give-up still refines the state, and is not overwritten by the fall-back', async () => {
  const prompt = openPrompt()
  const ip = deferred<Awaited<ReturnType<typeof ipLocate>>>()
  jest.mocked(ipLocate).mockReturnValue(ip.promise)
  const result = locate()
  jest.advanceTimersByTime(GEOLOCATION_TIMEOUT)
  await settle()
  // The user answers the prompt while the IP lookup is still under way.
  prompt.answer()
  await settle()
  expect(getLocation().city.code).toBe('310100')
  expect(store.get(positionSourceAtom)).toBe('device')
  ip.resolve({ position: { latitude: 39.9, longitude: 116.38 }, location: BEIJING })
  await expect(result).resolves.toMatchObject({ source: 'device', allowed: true, position: { latitude: 31.2, longitude: 121.5 } })
  expect(getLocation().city.code).toBe('310100')
})

test('an answer after the fall-back replaced the IP city', async () => {
  const prompt = openPrompt()
  const result = locate()
  jest.advanceTimersByTime(GEOLOCATION_TIMEOUT)
  await expect(result).resolves.toMatchObject({ source: 'ip', timedOut: true })
  expect(getLocation().city.code).toBe('110100')
  prompt.answer()
  await settle()
  expect(getLocation().city.code).toBe('310100')
  expect(store.get(positionSourceAtom)).toBe('device')
})

test('an answer within the deadline is the device fix, and no timer is left behind', async () => {
  const prompt = openPrompt()
  const result = locate()
  prompt.answer()
  const fix = await result
  expect(fix).toMatchObject({ source: 'device' })
  expect(fix).not.toHaveProperty('timedOut')
  expect(jest.getTimerCount()).toBe(0)
  expect(ipLocate).not.toHaveBeenCalled()
})

test('the browser denying the position is a refusal, not a timeout', async () => {
  const deny = { getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1 } as GeolocationPositionError) }
  Object.defineProperty(window.navigator, 'geolocation', { value: deny, configurable: true })
  await expect(locate()).resolves.toMatchObject({ source: 'ip', error: 'network error', refused: true })
  const unavailable = { getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 2 } as GeolocationPositionError) }
  Object.defineProperty(window.navigator, 'geolocation', { value: unavailable, configurable: true })
  const failed = await locate()
  expect(failed).toMatchObject({ source: 'ip', error: 'network error' })
  expect(failed).not.toHaveProperty('refused')
  expect(failed).not.toHaveProperty('timedOut')
})
