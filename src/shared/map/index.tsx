import { markerUrl, type MarkerMapProps, type Place } from './place'

export type { MarkerMapProps, Place } from './place'

/** Route to a place: H5 opens the map provider's marker page in a new tab (index.weapp.tsx: WeChat's map). */
export function routeTo(place: Place): void {
  window.open(markerUrl(place), '_blank', 'noopener')
}

/**
 * A small map with one marker. H5 shows none: Taro's H5 Map needs a map SDK, and the address
 * line beside it already routes to the place. The mini-program shows WeChat's map.
 */
export function MarkerMap(_props: MarkerMapProps): JSX.Element | null {
  return null
}
