import type { Region, RegionNode } from '@api/user2'
import type { RegionLocation } from '@/core/location'

/** The city dealers are listed for: a city and its province, with codes (spec §3 Location). */
export interface DealerCity {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
}

// Municipalities come back from geocoding as 市辖区 (the default location too): show the province.
const MUNICIPAL_CITY = '市辖区'

/**
 * An IP fix names only the province for a municipality (adcode 110000), which gives a city
 * code ending in 0000; its one city is prefix + 0100 (北京市 110100), as in the region tree.
 */
function cityCodeOf(code: string): string {
  return /^\d{2}0000$/.test(code) ? `${code.slice(0, 2)}0100` : code
}

export function cityOfLocation(location: RegionLocation): DealerCity {
  const { province, city } = location
  return {
    provinceCode: province.code,
    provinceName: province.name,
    cityCode: cityCodeOf(city.code || province.code),
    cityName: !city.name || city.name === MUNICIPAL_CITY ? province.name : city.name,
  }
}

export function cityOfRegion(city: Pick<Region, 'regionCode' | 'regionName' | 'parentCode'>, province?: Pick<Region, 'regionName'>): DealerCity {
  return { provinceCode: city.parentCode, provinceName: province?.regionName ?? '', cityCode: city.regionCode, cityName: city.regionName }
}

/** A chosen city as the saved location (no district: the user picked a city). */
export function locationOfCity(city: DealerCity): RegionLocation {
  return {
    province: { code: city.provinceCode, name: city.provinceName },
    city: { code: city.cityCode, name: city.cityName },
    district: { code: '', name: '' },
  }
}

/** Every city of the region tree, with its province's name. */
export function citiesOfTree(tree: RegionNode[]): (Region & { provinceName: string })[] {
  return tree.flatMap((province) =>
    province.children.filter((c) => c.level === 2).map(({ children: _c, ...city }) => ({ ...city, provinceName: province.regionName })),
  )
}
