import type { CollectedInfo } from '@api/privacy'
import { Text, View } from '@tarojs/components'
import './collected-item.scss'

/** One piece of personal information: why it is collected, whether it may be refused, who gets it. */
export function CollectedItem({ item }: { item: CollectedInfo }) {
  return (
    <View className='privacy-item'>
      <View className='privacy-item__head'>
        <Text className='privacy-item__name'>{item.name}</Text>
        <Text className={`privacy-item__need${item.required ? ' privacy-item__need--required' : ''}`}>
          {item.required ? '必要' : '可选'}
        </Text>
      </View>
      <Text className='privacy-item__purpose'>用途：{item.purpose}</Text>
      <Text className='privacy-item__receivers'>
        {item.receivers.length ? `提供给第三方：${item.receivers.join('、')}` : '不提供给第三方'}
      </Text>
    </View>
  )
}
