import type { Region } from '@api/user2'
import { NO_REGION, regionFields, regionLine, regionsOf } from '@/entities/region/fields'

const region = (regionCode: string, regionName: string, level: number) => ({ regionCode, regionName, level }) as Region

test('the picked regions become the form fields, and the fields the picker starts from', () => {
  const fields = regionFields([region('440000', '广东省', 1), region('440300', '深圳市', 2), region('440305', '南山区', 3)])
  expect(fields).toEqual({ provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440305', districtName: '南山区' })
  expect(regionsOf(fields).map((r) => r?.regionName)).toEqual(['广东省', '深圳市', '南山区'])
  expect(regionsOf(NO_REGION)).toEqual([undefined, undefined, undefined])
})

test('the line says each level once (a municipality repeats its name)', () => {
  expect(regionLine({ provinceName: '广东省', cityName: '深圳市', districtName: '南山区' })).toBe('广东省 深圳市 南山区')
  expect(regionLine({ provinceName: '北京市', cityName: '北京市', districtName: '朝阳区' })).toBe('北京市 朝阳区')
  expect(regionLine(NO_REGION)).toBe('')
})
