import { BRAND_NAME } from '@/brand'

/** A point to show or route to, as the map apps take it. */
export interface Place {
  latitude: number
  longitude: number
  name: string
  address: string
}

export interface MarkerMapProps {
  className: string
  /** The marker's id (the mini-program's map wants a number). */
  markerId: number
  place: Place
  onClick?: () => void
}

/** Tencent's marker page: a browser has no map app of its own, so routing opens this page. */
export function markerUrl(place: Place): string {
  const marker = `coord:${place.latitude},${place.longitude};title:${place.name};addr:${place.address}`
  return `https://apis.map.qq.com/uri/v1/marker?marker=${encodeURIComponent(marker)}&referer=${encodeURIComponent(BRAND_NAME)}`
}
