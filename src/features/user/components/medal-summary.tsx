import { Text, View } from '@tarojs/components'
import type { Medal } from '@api/user'
import { Img } from '@/shared/img'
import './medal-summary.scss'

/** Compact medal tile for the mine header: how many are obtained, and the first few of them. */
export function MedalSummary({ medals }: { medals: Medal[] }) {
  const obtained = medals.filter((m) => m.obtained)
  return (
    <View className='medal-summary' aria-label={`已获得 ${obtained.length} 枚勋章，共 ${medals.length} 枚`}>
      <View className='medal-summary__icons'>
        {obtained.slice(0, 3).map((m) => (
          <Img key={m.id} className='medal-summary__icon' src={m.icon} mode='aspectFit' alt='' />
        ))}
      </View>
      <Text className='medal-summary__count'>
        勋章 {obtained.length}/{medals.length}
      </Text>
    </View>
  )
}
