import Taro from '@tarojs/taro'
import { Map } from '@tarojs/components'
import { MAP_ZOOM } from '@/constants'
import type { MarkerMapProps, Place } from './place'

export type { MarkerMapProps, Place } from './place'

/** Mini-program: WeChat's own map app, with its route button (a cancel is no error). */
export function routeTo(place: Place): void {
  const { latitude, longitude, name, address } = place
  Taro.openLocation({ latitude, longitude, name, address, scale: MAP_ZOOM.DEFAULT }).catch(() => undefined)
}

/** Mini-program: WeChat's map with the place's marker. */
export function MarkerMap({ className, markerId, place, onClick }: MarkerMapProps): JSX.Element | null {
  return (
    <Map
      className={className}
      latitude={place.latitude}
      longitude={place.longitude}
      scale={MAP_ZOOM.DEFAULT}
      minScale={MAP_ZOOM.MIN}
      maxScale={MAP_ZOOM.MAX}
      markers={[{ id: markerId, latitude: place.latitude, longitude: place.longitude, title: place.name, iconPath: '', width: 24, height: 32 }]}
      onClick={onClick}
      onError={() => undefined} // the caller's address line still says where the place is
    />
  )
}
