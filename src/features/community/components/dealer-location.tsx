import Taro from '@tarojs/taro'
import { Map, Text, View } from '@tarojs/components'
import { Location } from '@nutui/icons-react-taro'
import type { CommunityDealer } from '@api/posts'
import { BRAND_NAME } from '@/brand'
import { MAP_ZOOM } from '@/constants'
import type { Position } from '@/core/location'
import { distanceKm } from '@/utils/distance'
import './dealer-location.scss'

export interface DealerLocationProps {
  dealer: CommunityDealer
  position: Position
  /** Whether `position` is the user's (else it is the Beijing default of spec §4). */
  located: boolean
}

function openInBrowser(d: CommunityDealer) {
  const marker = `coord:${d.latitude},${d.longitude};title:${d.name};addr:${d.address}`
  window.open(`https://apis.map.qq.com/uri/v1/marker?marker=${encodeURIComponent(marker)}&referer=${encodeURIComponent(BRAND_NAME)}`, '_blank', 'noopener')
}

/**
 * Route to the dealer: the map provider's page in a browser, WeChat's map in the mini-program.
 * One conditional expression on the build-time constant, so the H5 build does not carry a Taro
 * API it never calls.
 */
function openRoute(d: CommunityDealer) {
  return process.env.TARO_ENV === 'h5'
    ? openInBrowser(d)
    : void Taro.openLocation({ latitude: d.latitude, longitude: d.longitude, name: d.name, address: d.address, scale: MAP_ZOOM.DEFAULT }).catch(() => undefined)
}

export function DealerLocation({ dealer, position, located }: DealerLocationProps) {
  const km = distanceKm(position, dealer)
  return (
    <View className='cm-dealer-loc'>
      {process.env.TARO_ENV === 'weapp' ? (
        <Map
          className='cm-dealer-loc__map'
          latitude={dealer.latitude}
          longitude={dealer.longitude}
          scale={MAP_ZOOM.DEFAULT}
          minScale={MAP_ZOOM.MIN}
          maxScale={MAP_ZOOM.MAX}
          markers={[{ id: dealer.id, latitude: dealer.latitude, longitude: dealer.longitude, title: dealer.name, iconPath: '', width: 24, height: 32 }]}
          onClick={() => openRoute(dealer)}
          onError={() => undefined} // the address line below still shows where the dealer is
        />
      ) : null}
      <View className='cm-dealer-loc__row' role='button' onClick={() => openRoute(dealer)}>
        <Location size={16} color='#4E6175' />
        <View className='cm-dealer-loc__text'>
          <Text className='cm-dealer-loc__address'>{dealer.address}</Text>
          <Text className='cm-dealer-loc__distance'>{located ? `距您 ${km} km` : `距北京市中心 ${km} km（未获取到您的位置）`}</Text>
        </View>
        <Text className='cm-dealer-loc__go'>导航</Text>
      </View>
    </View>
  )
}
