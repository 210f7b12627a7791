import { Text, View } from '@tarojs/components'
import type { RecommendActivity } from '@api/activity'
import { formatDate } from '@/utils'
import { SafeRichText } from '@/shared/rich-text'
import { Img } from '@/shared/img'
import './recommend-header.scss'

export function RecommendHeader({ activity, inviterName }: { activity: RecommendActivity; inviterName?: string }) {
  return (
    <View className='invite-recommend-header'>
      <Img className='invite-recommend-header__cover' src={activity.cover} mode='aspectFill' alt='' />
      <View className='invite-recommend-header__body'>
        {inviterName && <Text className='invite-recommend-header__inviter'>{inviterName} 邀请你参加</Text>}
        <Text className='invite-recommend-header__name'>{activity.name}</Text>
        <Text className='invite-recommend-header__reward'>{activity.rewardDesc}</Text>
        <Text className='invite-recommend-header__time'>
          {formatDate(activity.startTime)} - {formatDate(activity.endTime)}
          {activity.status === 3 ? ' · 已结束' : activity.status === 1 ? ' · 未开始' : ''}
        </Text>
        <View className='invite-recommend-header__rule'>
          <SafeRichText html={activity.rule} />
        </View>
      </View>
    </View>
  )
}
