import type { RegionNode } from '@api/user2'
import { DEFAULT_LOCATION } from '@/constants'
import { citiesOfTree, cityOfLocation, cityOfRegion, locationOfCity } from '@/features/dealer/city'

test('the default location (市辖区) reads as Beijing with the city code 110100', () => {
  expect(cityOfLocation(DEFAULT_LOCATION)).toEqual({ provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市' })
})

test('an IP fix naming only a municipality (adcode 110000) maps to its city 110100', () => {
  const ip = { province: { code: '110000', name: '北京市' }, city: { code: '110000', name: '北京市' }, district: { code: '110000', name: '' } }
  expect(cityOfLocation(ip).cityCode).toBe('110100')
})

test('an ordinary city keeps its code and name', () => {
  const sz = { province: { code: '440000', name: '广东省' }, city: { code: '440300', name: '深圳市' }, district: { code: '440305', name: '南山区' } }
  expect(cityOfLocation(sz)).toEqual({ provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市' })
})

test('a picked city becomes a saved location without a district, and back', () => {
  const city = cityOfRegion({ regionCode: '330100', regionName: '杭州市', parentCode: '330000' }, { regionName: '浙江省' })
  const location = locationOfCity(city)
  expect(location).toEqual({ province: { code: '330000', name: '浙江省' }, city: { code: '330100', name: '杭州市' }, district: { code: '', name: '' } })
  expect(cityOfLocation(location)).toEqual(city)
})

test('citiesOfTree lists the cities of every province with the province name', () => {
  const node = (regionCode: string, regionName: string, parentCode: string, level: number, children: RegionNode[] = []): RegionNode => ({
    regionCode, regionName, parentCode, level, letter: 'A', hot: false, latitude: 0, longitude: 0, children,
  })
  const tree = [
    node('440000', '广东省', '0', 1, [node('440100', '广州市', '440000', 2, [node('440106', '天河区', '440100', 3)]), node('440300', '深圳市', '440000', 2)]),
    node('110000', '北京市', '0', 1, [node('110100', '北京市', '110000', 2)]),
  ]
  const cities = citiesOfTree(tree)
  expect(cities.map((c) => [c.regionName, c.provinceName])).toEqual([['广州市', '广东省'], ['深圳市', '广东省'], ['北京市', '北京市']])
  expect(cities[0]).not.toHaveProperty('children')
})
