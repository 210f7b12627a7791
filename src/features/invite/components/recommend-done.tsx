import { Text, View } from '@tarojs/components'
import type { RecommendRecord } from '@api/activity'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './recommend-done.scss'

/** After a referral: what was sent, and (for the inviter) the way to the records. */
export function RecommendDone({ record, own, onAgain }: { record: RecommendRecord; own: boolean; onAgain?: () => void }) {
  return (
    <View className='invite-recommend-done' role='status'>
      <Text className='invite-recommend-done__title'>{own ? '推荐成功' : '提交成功'}</Text>
      <Text className='invite-recommend-done__text'>
        {record.name}（{record.mobile}）意向 {record.vehicleTypeName}，{record.dealerName}将尽快联系。
        {own ? `本次推荐奖励 ${record.rewardPoint} 积分。` : ''}
      </Text>
      {own && (
        <Text className='invite-recommend-done__link' onClick={() => void openPage(paths.inviteCarRecords())}>
          查看推荐记录 ›
        </Text>
      )}
      {onAgain && (
        <Text className='invite-recommend-done__link' onClick={onAgain}>
          继续推荐好友 ›
        </Text>
      )}
    </View>
  )
}
