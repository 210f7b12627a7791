import { Text, View } from '@tarojs/components'
import type { InviteRecord } from '@api/user'
import { formatDate } from '@/utils'
import { Img } from '@/shared/img'
import './invite.scss'

export function InviteRecordItem({ record }: { record: InviteRecord }) {
  return (
    <View className='record-item' data-id={record.id}>
      <Img className='record-item__avatar' src={record.inviteeAvatar} mode='aspectFill' alt='' />
      <View className='record-item__main'>
        <View className='record-item__line'>
          <Text className='record-item__name'>{record.inviteeName}</Text>
          <Text className={`record-item__status record-item__status--${record.status}`}>{record.statusText}</Text>
        </View>
        <View className='record-item__line record-item__sub'>
          <Text>{record.inviteeMobile}</Text>
          <Text>{formatDate(record.createdAt)}</Text>
        </View>
      </View>
      <Text className='record-item__reward'>+{record.rewardPoint}</Text>
    </View>
  )
}
