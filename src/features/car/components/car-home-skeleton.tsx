import { View } from '@tarojs/components'
import './car-home-skeleton.scss'

/** Grey shapes where the car tab's content will be, while it loads. */
export function CarHomeSkeleton() {
  return (
    <View className='car-skeleton' aria-busy='true' aria-label='加载中'>
      <View className='car-skeleton__banner' />
      <View className='car-skeleton__entries'>
        {[0, 1, 2, 3, 4].map((i) => (
          <View key={i} className='car-skeleton__dot' />
        ))}
      </View>
      <View className='car-skeleton__line' />
      <View className='car-skeleton__grid'>
        {[0, 1, 2, 3].map((i) => (
          <View key={i} className='car-skeleton__card' />
        ))}
      </View>
    </View>
  )
}
