import { Text, View } from '@tarojs/components'
import type { RecommendRecord } from '@api/activity'
import { formatDate } from '@/utils'
import { StatusTag } from '@/shared/status-tag'
import { recordTone } from './record-tone'
import './record-item.scss'

export function RecommendRecordItem({ record }: { record: RecommendRecord }) {
  return (
    <View className='invite-record-item' data-id={record.id}>
      <View className='invite-record-item__main'>
        <View className='invite-record-item__line'>
          <Text className='invite-record-item__name'>
            {record.name} {record.mobile}
          </Text>
          <StatusTag tone={recordTone(record.status)}>{record.statusText}</StatusTag>
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
