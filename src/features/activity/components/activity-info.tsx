import { Text, View } from '@tarojs/components'
import type { RegisterActivity, ValidActivity } from '@api/activity'
import { formatDate } from '@/utils'
import { SafeRichText } from '@/shared/rich-text'
import { Img } from '@/shared/img'
import './activity.scss'

const TIME = 'MM月DD日 HH:mm'

export function ActivityInfo({ activity, valid }: { activity: RegisterActivity; valid?: ValidActivity }) {
  return (
    <View className='activity-info'>
      <Img className='activity-info__cover' src={activity.cover} mode='aspectFill' alt='' />
      <View className='activity-info__body'>
        <Text className='activity-info__name'>{activity.name}</Text>
        <Text className='activity-info__line'>
          时间：{formatDate(activity.startTime, TIME)} - {formatDate(activity.endTime, TIME)}
        </Text>
        <Text className='activity-info__line'>地点：{activity.address}</Text>
        <Text className='activity-info__line'>报名截止：{formatDate(activity.signupEndTime, TIME)}</Text>
        <Text className='activity-info__line'>
          名额：已报名 {activity.registeredNum} / {activity.quota} 人
        </Text>
        {valid && !valid.valid && <Text className='activity-info__closed'>{valid.reason}</Text>}
      </View>
      <View className='activity-info__desc'>
        <SafeRichText html={activity.description} />
      </View>
    </View>
  )
}
