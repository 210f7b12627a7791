import { Text, View } from '@tarojs/components'
import type { InviteRecord } from '@api/user'
import { formatDate } from '@/utils'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { recordTone } from './record-tone'
import './record-item.scss'

export function InviteRecordItem({ record }: { record: InviteRecord }) {
  return (
    <View className='invite-record-item' data-id={record.id}>
      <Img className='invite-record-item__avatar' src={record.inviteeAvatar} mode='aspectFill' alt='' />
      <View className='invite-record-item__main'>
        <View className='invite-record-item__line'>
          <Text className='invite-record-item__name'>{record.inviteeName}</Text>
          <StatusTag tone={recordTone(record.status)}>{record.statusText}</StatusTag>
        </View>
        <View className='invite-record-item__line invite-record-item__sub'>
          <Text>{record.inviteeMobile}</Text>
          <Text>{formatDate(record.createdAt)}</Text>
        </View>
      </View>
      <Text className='invite-record-item__reward'>+{record.rewardPoint}</Text>
    </View>
  )
}
