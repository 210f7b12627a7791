import { Text, View } from '@tarojs/components'
import type { TeamMember } from '@api/activity'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import './member-list.scss'

export interface MemberListProps {
  members: TeamMember[]
  maxMembers: number
  /** The captain's tool (my team): 移出 beside every member but the captain. */
  onRemove?: (member: TeamMember) => void
  /** The member being removed (its button loads). */
  removing?: number | null
}

/** The team's members, the captain first, each with the points they brought the team. */
export function MemberList({ members, maxMembers, onRemove, removing }: MemberListProps) {
  const sorted = [...members].sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain) || b.points - a.points)
  return (
    <Panel className='team-members' title='战队成员' extra={`${members.length}/${maxMembers}`}>
      {sorted.map((m) => (
        <View key={m.accountId} className='team-members__row' data-account-id={m.accountId}>
          <Img className='team-members__avatar' src={m.avatarUrl} alt='' mode='aspectFill' lazyLoad />
          <Text className='team-members__name'>{m.displayName}</Text>
          {m.isCaptain && <StatusTag tone='accent'>队长</StatusTag>}
          <Text className='team-members__points'>{`${m.points} 分`}</Text>
          {onRemove && !m.isCaptain && (
            <Button className='team-members__remove' variant='secondary' size='s' tone='danger' loading={removing === m.accountId} onClick={() => onRemove(m)} aria-label={`将${m.displayName}移出战队`}>
              移出
            </Button>
          )}
        </View>
      ))}
    </Panel>
  )
}
