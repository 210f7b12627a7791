import Taro from '@tarojs/taro'
import { configureRequest, resetRequestDeps } from '@/core/request'
import type { TransportRequest } from '@/core/request/transport'
import {
  getLocation,
  getPosition,
  isPositionAllowed,
  locate,
  lookupAddress,
  regionCodes,
  restoreSavedLocation,
} from '@/core/location'
import { clearFrontConfigCache, setCurrentTenant } from '@/core/tenant'
import { createFakeClock, createFakeTransport } from '../support/fakes'

const CONFIG = { mapService: { webKey: 'K', host: 'http://127.0.0.1:9527/map' } }
const json = (body: unknown) => ({ statusCode: 200, data: JSON.stringify(body) })
const GEOCODER = {
  status: 0,
  message: 'ok',
  request_id: 'r',
  result: {
    location: { lat: 31.23, lng: 121.47 },
    address: '上海市黄浦区',
    address_component: { nation: '中国', province: '上海市', city: '上海市', district: '黄浦区', street: '', street_number: '' },
    ad_info: { adcode: '310101' },
  },
}
const IP = {
  status: 0,
  message: 'ok',
  request_id: 'r',
  result: {
    ip: '1.2.3.4',
    location: { lat: 30.27, lng: 120.15 },
    ad_info: { nation: '中国', province: '浙江省', city: '杭州市', district: '西湖区', adcode: 330106 },
  },
}

type Geo = Partial<Geolocation> | undefined
function setGeolocation(geo: Geo) {
  Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true })
}
const grants = (lat: number, lng: number): Geo => ({
  getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
})
const denies: Geo = { getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1 } as GeolocationPositionError) }

describe('location (spec §4, §7, §8, §9)', () => {
  let fake: ReturnType<typeof createFakeTransport>
  let map: (req: TransportRequest) => ReturnType<typeof json>
  beforeEach(() => {
    localStorage.clear()
    setCurrentTenant('000000')
    clearFrontConfigCache()
    fake = createFakeTransport()
    resetRequestDeps()
    configureRequest({ transport: fake.transport, clock: createFakeClock(), toast: () => undefined })
    map = (req) => {
      if (req.url.includes('/static/config/')) return json(CONFIG)
      if (req.url.includes('/ws/coord/v1/translate')) return json({ status: 0, message: 'ok', request_id: 'r', locations: [{ lat: 31.2, lng: 121.5 }] })
      if (req.url.includes('/ws/geocoder/v1/')) return json(GEOCODER)
      if (req.url.includes('/ws/location/v1/ip')) return json(IP)
      return { statusCode: 404, data: '' }
    }
    fake.answer((req) => map(req))
  })

  it('region codes: first 2 digits + 0000, first 4 + 00', () => {
    expect(regionCodes('110101')).toEqual({ province: '110000', city: '110100', district: '110101' })
    expect(regionCodes(330106)).toEqual({ province: '330000', city: '330100', district: '330106' })
  })

  it('device success: GPS converted (type=1), reverse geocoded, saved, positioning allowed', async () => {
    setGeolocation(grants(31.19, 121.49))
    const result = await locate()
    expect(result.source).toBe('device')
    expect(result.allowed).toBe(true)
    expect(result.position).toEqual({ latitude: 31.2, longitude: 121.5 })
    expect(result.location).toEqual({
      province: { code: '310000', name: '上海市' },
      city: { code: '310100', name: '上海市' },
      district: { code: '310101', name: '黄浦区' },
    })
    const urls = fake.requests.map((r) => r.url)
    expect(urls).toContain('http://127.0.0.1:9527/map/ws/coord/v1/translate?locations=31.19%2C121.49&type=1&key=K')
    expect(urls).toContain('http://127.0.0.1:9527/map/ws/geocoder/v1/?location=31.2%2C121.5&key=K')
    expect(Taro.getStorageSync('currentPosition')).toEqual({ latitude: 31.2, longitude: 121.5 })
    expect(isPositionAllowed()).toBe(true)
  })

  it('device failure falls back to the IP location service', async () => {
    setGeolocation(denies)
    const result = await locate()
    expect(result).toMatchObject({ source: 'ip', allowed: true, error: 'network error' })
    expect(result.position).toEqual({ latitude: 30.27, longitude: 120.15 })
    expect(result.location.city).toEqual({ code: '330100', name: '杭州市' })
    expect(fake.requests.map((r) => r.url)).toContain('http://127.0.0.1:9527/map/ws/location/v1/ip?key=K')
  })

  it('no geolocation at all reports device nonsupport geolocation', async () => {
    setGeolocation(undefined)
    const result = await locate()
    expect(result.error).toBe('device nonsupport geolocation')
  })

  it('everything failing: Beijing 110000 / 110100 at 39.9, 116.38, positioning disallowed, nothing saved', async () => {
    setGeolocation(denies)
    map = () => ({ statusCode: 500, data: '' })
    const result = await locate()
    expect(result.source).toBe('default')
    expect(result.allowed).toBe(false)
    expect(result.position).toEqual({ latitude: 39.9, longitude: 116.38 })
    expect(result.location.province.code).toBe('110000')
    expect(result.location.city.code).toBe('110100')
    expect(getPosition()).toEqual({ latitude: 39.9, longitude: 116.38 })
    expect(getLocation().province.name).toBe('北京市')
    expect(isPositionAllowed()).toBe(false)
    expect(Taro.getStorageSync('currentPosition')).toBe('')
  })

  it('a map error answer (status ≠ 0) counts as failure', async () => {
    setGeolocation(denies)
    map = (req) => (req.url.includes('/static/') ? json(CONFIG) : json({ status: 311, message: 'key error', request_id: 'r' }))
    expect((await locate()).source).toBe('default')
  })

  it('address lookup: "province city district", or 北京市 市辖区 东城区 on failure', async () => {
    await expect(lookupAddress({ latitude: 31.2, longitude: 121.5 })).resolves.toBe('上海市 上海市 黄浦区')
    map = () => ({ statusCode: 500, data: '' })
    clearFrontConfigCache()
    await expect(lookupAddress({ latitude: 31.2, longitude: 121.5 })).resolves.toBe('北京市 市辖区 东城区')
  })

  it('type=1 restore brings back saved location and current position', () => {
    Taro.setStorageSync('location', { province: { code: '310000', name: '上海市' }, city: { code: '310100', name: '上海市' }, district: { code: '310101', name: '黄浦区' } })
    Taro.setStorageSync('currentPosition', { latitude: 1, longitude: 2 })
    expect(restoreSavedLocation()).toEqual({ location: true, position: true })
    expect(getLocation().city.code).toBe('310100')
    expect(getPosition()).toEqual({ latitude: 1, longitude: 2 })
  })
})
