import type { RegionLocation } from './types'

export interface RegionCodes {
  province: string
  city: string
  district: string
}

/**
 * Spec §7: a district adcode gives the province (first 2 digits + '0000') and the city
 * (first 4 digits + '00'), e.g. 110101 -> 110000 / 110100 / 110101.
 */
export function regionCodes(adcode: string | number): RegionCodes {
  const code = String(adcode).padEnd(6, '0').slice(0, 6)
  return {
    province: `${code.slice(0, 2)}0000`,
    city: `${code.slice(0, 4)}00`,
    district: code,
  }
}

export function toRegionLocation(
  adcode: string | number,
  names: { province: string; city: string; district: string },
): RegionLocation {
  const codes = regionCodes(adcode)
  return {
    province: { code: codes.province, name: names.province },
    city: { code: codes.city, name: names.city },
    district: { code: codes.district, name: names.district },
  }
}

export function addressText(location: RegionLocation): string {
  return [location.province.name, location.city.name, location.district.name].filter(Boolean).join(' ')
}
