import { Text, View } from '@tarojs/components'
import './stats-bar.scss'

export interface Stat {
  label: string
  value: number | string
}

export function StatsBar({ stats }: { stats: Stat[] }) {
  return (
    <View className='invite-stats'>
      {stats.map((s) => (
        <View key={s.label} className='invite-stats__item'>
          <Text className='invite-stats__value'>{s.value}</Text>
          <Text className='invite-stats__label'>{s.label}</Text>
        </View>
      ))}
    </View>
  )
}
