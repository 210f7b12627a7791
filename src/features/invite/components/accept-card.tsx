import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { InviterCard } from '@api/user-mine'
import { Img } from '@/shared/img'
import './accept-card.scss'

export interface AcceptCardProps {
  inviter: InviterCard
  /** The inviter's name once accepted. */
  accepted?: string
  accepting: boolean
  onAccept: () => void
}

/** What a friend sees on an invitation link: who invites, and a button to accept. */
export function AcceptCard({ inviter, accepted, accepting, onAccept }: AcceptCardProps) {
  return (
    <View className='invite-accept'>
      <Img className='invite-accept__avatar' src={inviter.avatarUrl} mode='aspectFill' alt='' />
      <Text className='invite-accept__name'>{inviter.displayName}</Text>
      <Text className='invite-accept__text'>邀请你加入车主社区，一起签到赚积分、参加车主活动</Text>
      {accepted ? (
        <View className='invite-accept__done' role='status'>
          已接受 {accepted} 的邀请，欢迎加入！
        </View>
      ) : (
        <Button className='invite-accept__button' variant='primary' loading={accepting} onClick={onAccept}>
          {accepting ? '提交中…' : '接受邀请'}
        </Button>
      )}
    </View>
  )
}
