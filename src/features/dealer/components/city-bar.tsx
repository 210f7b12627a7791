import { Text, View } from '@tarojs/components'
import './city-bar.scss'

export interface CityBarProps {
  cityName: string
  /** The first location request is under way: said beside the city, whose list shows meanwhile. */
  locating: boolean
  onChangeCity: () => void
  onSearch?: () => void
}

/** The city the list is for, with the ways to change it. */
export function CityBar({ cityName, locating, onChangeCity, onSearch }: CityBarProps) {
  return (
    <View className='city-bar'>
      <View className='city-bar__city' role='button' aria-label={`当前城市 ${cityName}，点击切换`} onClick={onChangeCity}>
        <Text className='city-bar__name'>{cityName}</Text>
        {locating && <Text className='city-bar__locating'>定位中…</Text>}
        <Text className='city-bar__switch'>切换城市</Text>
      </View>
      {onSearch && (
        <View className='city-bar__search' role='button' onClick={onSearch}>
          <Text>搜索经销商</Text>
        </View>
      )}
    </View>
  )
}
