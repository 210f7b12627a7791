// locate() after the user declined the device fix: the IP city or Beijing as before, and the
// result says it was refused; a device that merely failed is not.
import { locate } from '@/core/location'
import { getDeviceFix } from '@/core/location/geolocation'
import { ipLocate } from '@/core/location/map-service'
import { refusedFixError } from '@/core/location/refused'

jest.mock('@/core/location/geolocation', () => ({ getDeviceFix: jest.fn() }))
jest.mock('@/core/location/map-service', () => ({ ipLocate: jest.fn(), reverseGeocode: jest.fn(), translateGps: jest.fn() }))

const BEIJING = { province: { code: '110000', name: '北京市' }, city: { code: '110100', name: '北京市' }, district: { code: '', name: '' } }

beforeEach(() => {
  jest.mocked(getDeviceFix).mockRejectedValue(refusedFixError('network error'))
  jest.mocked(ipLocate).mockResolvedValue({ position: { latitude: 39.9, longitude: 116.38 }, location: BEIJING })
})

test('refused, then located by IP: refused is said, positioning still allowed', async () => {
  await expect(locate()).resolves.toMatchObject({ source: 'ip', allowed: true, error: 'network error', refused: true })
})

test('refused, and no IP location either: the Beijing default, refused', async () => {
  jest.mocked(ipLocate).mockRejectedValue(new Error('down'))
  await expect(locate()).resolves.toMatchObject({ source: 'default', allowed: false, refused: true })
})

test('a device that failed by itself is not a refusal', async () => {
  jest.mocked(getDeviceFix).mockRejectedValue(new Error('network error'))
  const result = await locate()
  expect(result.source).toBe('ip')
  expect(result).not.toHaveProperty('refused')
})
