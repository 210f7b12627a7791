import type { Region } from '@api/user2'

/** A picked province, city and district as a form keeps them: codes to send, names to show. */
export interface RegionFields {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  districtCode: string
  districtName: string
}

export const NO_REGION: RegionFields = { provinceCode: '', provinceName: '', cityCode: '', cityName: '', districtCode: '', districtName: '' }

/** The picker's starting value from a form's fields (a level not picked yet is undefined). */
export function regionsOf(f: RegionFields): (Region | undefined)[] {
  const r = (regionCode: string, regionName: string, level: number) =>
    regionCode ? ({ regionCode, regionName, level } as Region) : undefined
  return [r(f.provinceCode, f.provinceName, 1), r(f.cityCode, f.cityName, 2), r(f.districtCode, f.districtName, 3)]
}

/** The form's fields from what the picker picked (province, city, district). */
export function regionFields([province, city, district]: Region[]): RegionFields {
  return {
    provinceCode: province.regionCode,
    provinceName: province.regionName,
    cityCode: city.regionCode,
    cityName: city.regionName,
    districtCode: district.regionCode,
    districtName: district.regionName,
  }
}

/** 广东省 深圳市 南山区. Municipalities repeat the name (北京市 北京市): it is said once. */
export function regionLine(f: Pick<RegionFields, 'provinceName' | 'cityName' | 'districtName'>): string {
  const parts = [f.provinceName, f.cityName, f.districtName].filter(Boolean)
  return parts.filter((p, i) => p !== parts[i - 1]).join(' ')
}
