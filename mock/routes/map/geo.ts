// Reverse geocoding and IP location over the seeded region tree: the nearest seeded
// district wins, so any point in China resolves to a real adcode of a seeded city.
import type { GeocoderResult, IpLocationResult } from '../../../types/api/map'
import { hashString } from '../../core/prng'
import type { Db } from '../../state/db'
import { distanceKm } from '../lead/dealers'

const STREETS = ['建设路', '人民路', '中山路', '解放路', '长安街', '新华路']

export function reverseGeocode(db: Db, at: { lat: number; lng: number }): GeocoderResult['result'] {
  const districts = db.regions.filter((r) => r.level === 3)
  const district = districts.reduce((best, r) =>
    distanceKm(at.lat, at.lng, r.latitude, r.longitude) < distanceKm(at.lat, at.lng, best.latitude, best.longitude) ? r : best,
  )
  const city = db.regions.find((r) => r.regionCode === district.parentCode)!
  const province = db.regions.find((r) => r.regionCode === city.parentCode)!
  const h = hashString(`${at.lat.toFixed(3)},${at.lng.toFixed(3)}`)
  const street = STREETS[h % STREETS.length]
  const streetNumber = `${(h % 300) + 1}号`
  return {
    location: at,
    address: `${province.regionName}${city.regionName === province.regionName ? '' : city.regionName}${district.regionName}${street}${streetNumber}`,
    formatted_addresses: { recommend: `${district.regionName}${street}附近`, rough: `${district.regionName}${street}` },
    address_component: {
      nation: '中国', province: province.regionName, city: city.regionName, district: district.regionName, street, street_number: `${street}${streetNumber}`,
    },
    ad_info: {
      nation_code: '156', adcode: district.regionCode, city_code: `156${city.regionCode}`,
      name: `中国,${province.regionName},${city.regionName},${district.regionName}`,
      location: { lat: district.latitude, lng: district.longitude },
      nation: '中国', province: province.regionName, city: city.regionName, district: district.regionName,
    },
  }
}

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fe80:|fc|fd)/i

/** Local and private addresses answer Beijing (the spec's default city); others a stable seeded city. */
export function ipLocation(db: Db, ip: string): IpLocationResult['result'] {
  const cities = db.regions.filter((r) => r.level === 2)
  const city = PRIVATE.test(ip) ? cities.find((c) => c.regionCode === '110100')! : cities[hashString(ip) % cities.length]
  const province = db.regions.find((r) => r.regionCode === city.parentCode)!
  const isBeijing = city.regionCode === '110100'
  return {
    ip,
    location: isBeijing ? { lat: 39.9, lng: 116.38 } : { lat: city.latitude, lng: city.longitude },
    ad_info: {
      nation: '中国', province: province.regionName, city: city.regionName, district: '',
      adcode: Number(province.level === 1 && city.regionName === province.regionName ? province.regionCode : city.regionCode),
    },
  }
}
