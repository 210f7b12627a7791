import { Text, View } from '@tarojs/components'
import type { RecommendRecord } from '@api/activity'
import { formatDate } from '@/utils'
import './record-item.scss'

export function RecommendRecordItem({ record }: { record: RecommendRecord }) {
  return (
    <View className='invite-record-item' data-id={record.id}>
      <View className='invite-record-item__main'>
        <View className='invite-record-item__line'>
          <Text className='invite-record-item__name'>
            {record.name} {record.mobile}
          </Text>
          <Text className={`invite-record-item__status invite-record-item__status--${record.status}`}>{record.statusText}</Text>
        </View>
        <View className='invite-record-item__line invite-record-item__sub'>
          <Text>
            意向 {record.vehicleTypeName} · {record.dealerName}
          </Text>
        </View>
        <View className='invite-record-item__line invite-record-item__sub'>
          <Text>{formatDate(record.createdAt)}</Text>
          <Text className='invite-record-item__reward'>奖励 {record.rewardPoint} 积分</Text>
        </View>
      </View>
    </View>
  )
}
