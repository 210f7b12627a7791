import { Text, View } from '@tarojs/components'
import { Location } from '@nutui/icons-react-taro'
import type { CommunityDealer } from '@api/posts'
import type { Position } from '@/core/location'
import { distanceKm } from '@/utils/distance'
import { MarkerMap, routeTo, type Place } from '@/shared/map'
import { BRAND_COLOUR } from '@/styles/colours'
import './dealer-location.scss'

export interface DealerLocationProps {
  dealer: CommunityDealer
  position: Position
  /** Whether `position` is the user's (else it is the Beijing default of spec §4). */
  located: boolean
}

/** The dealer's map (mini-program only) and address line; either routes to the dealer. */
export function DealerLocation({ dealer, position, located }: DealerLocationProps) {
  const km = distanceKm(position, dealer)
  const place: Place = { latitude: dealer.latitude, longitude: dealer.longitude, name: dealer.name, address: dealer.address }
  return (
    <View className='cm-dealer-loc'>
      <MarkerMap className='cm-dealer-loc__map' markerId={dealer.id} place={place} onClick={() => routeTo(place)} />
      <View className='cm-dealer-loc__row' role='button' onClick={() => routeTo(place)}>
        <Location size={16} color={BRAND_COLOUR} />
        <View className='cm-dealer-loc__text'>
          <Text className='cm-dealer-loc__address'>{dealer.address}</Text>
          <Text className='cm-dealer-loc__distance'>{located ? `距您 ${km} km` : `距北京市中心 ${km} km（未获取到您的位置）`}</Text>
        </View>
        <Text className='cm-dealer-loc__go'>导航</Text>
      </View>
    </View>
  )
}
