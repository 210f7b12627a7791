import { Text, View } from '@tarojs/components'
import type { TeamMember } from '@api/activity'
import { Button } from '@/shared/button'
import './team-leave-sheet.scss'

export interface LeaveSheetProps {
  /** Who can take over: the members but the captain. */
  members: TeamMember[]
  onHandOver: (member: TeamMember) => void
  onDissolve: () => void
  onClose: () => void
}

/** A captain leaving chooses: a member to hand the team over to, or dissolving it. */
export function LeaveSheet({ members, onHandOver, onDissolve, onClose }: LeaveSheetProps) {
  return (
    <View className='team-leave' onClick={onClose}>
      <View className='team-leave__panel' role='dialog' aria-label='队长退出战队' onClick={(e) => e.stopPropagation()}>
        <Text className='team-leave__title'>队长退出前，请移交队长或解散战队</Text>
        {members.length === 0 && <Text className='team-leave__empty'>战队里还没有其他成员，只能解散战队</Text>}
        {members.map((m) => (
          <Button key={m.accountId} className='team-leave__member' variant='secondary' size='m' data-account-id={m.accountId} onClick={() => onHandOver(m)}>
            {`移交给 ${m.displayName}`}
          </Button>
        ))}
        <Button className='team-leave__dissolve' variant='primary' tone='danger' onClick={onDissolve}>
          解散战队
        </Button>
        <Button className='team-leave__cancel' variant='secondary' onClick={onClose}>
          取消
        </Button>
      </View>
    </View>
  )
}
