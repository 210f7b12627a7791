import type { ItemActivity } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { countdownText, useCountdown } from '@/shared/countdown'
import { PriceText } from './price-text'
import './flash-sale-bar.scss'

export interface FlashSaleBarProps {
  activity: ItemActivity
  originFen: number
  /** The sale is over: the page drops the activity prices. */
  onEnd?: () => void
}

/** A running flash sale: the lowest activity price and the time left until it ends. */
export function FlashSaleBar({ activity, originFen, onEnd }: FlashSaleBarProps) {
  const left = useCountdown(activity.endTime, onEnd)
  return (
    <View className='flash-sale-bar'>
      <View className='flash-sale-bar__price'>
        <Text className='flash-sale-bar__name'>{activity.activityName}</Text>
        <View>
          <PriceText fen={activity.lowPrice} size='large' className='flash-sale-bar__amount' />
          <Text className='flash-sale-bar__from'>起</Text>
          <PriceText fen={originFen} strike className='flash-sale-bar__origin' />
        </View>
      </View>
      <View className='flash-sale-bar__clock'>
        <Text className='flash-sale-bar__label'>距结束</Text>
        <Text className='flash-sale-bar__time' aria-live='off'>
          {countdownText(left)}
        </Text>
      </View>
    </View>
  )
}
