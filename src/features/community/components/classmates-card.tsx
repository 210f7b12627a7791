import { Text, View } from '@tarojs/components'
import type { Classmates } from '@api/posts'
import { formatCount } from '@/utils/count'
import { formatDate } from '@/utils/time'
import { Img } from '@/shared/img'
import { Avatar } from './avatar'
import './classmates.scss'

export interface ClassmatesCardProps {
  group: Classmates
  onMember: (accountId: number) => void
  /** Where the card is not the group's own page (a help link's page): the way to it. */
  onOpen?: () => void
}

/** A classmates group (车友同学会): cover, facts and some members (tap one for their page). */
export function ClassmatesCard({ group, onMember, onOpen }: ClassmatesCardProps) {
  return (
    <View className='cm-class'>
      <Img className='cm-class__cover' src={group.cover} mode='aspectFill' alt='' />
      <View className='cm-class__body'>
        <View className='cm-class__line'>
          <Text className='cm-class__name'>{group.name}</Text>
          <Text className={`cm-class__joined${group.joined ? ' cm-class__joined--on' : ''}`}>{group.joined ? '已加入' : '未加入'}</Text>
        </View>
        <Text className='cm-class__facts'>
          {group.vehicleTypeName} · {group.cityName} · {formatCount(group.memberNum)} 位成员 · 成立于 {formatDate(group.createdAt)}
        </Text>
        <Text className='cm-class__intro'>{group.intro}</Text>
        {group.members.length > 0 && (
          <View className='cm-class__members'>
            {group.members.map((m) => (
              <View key={m.accountId} className='cm-class__member' role='link' onClick={() => onMember(m.accountId)}>
                <Avatar src={m.avatarUrl} name={m.displayName} size={36} />
                <Text className='cm-class__member-name'>{m.displayName}</Text>
              </View>
            ))}
          </View>
        )}
        {onOpen && (
          <View className='cm-class__open' role='link' onClick={onOpen}>
            <Text>查看同学会主页</Text>
            <Text aria-hidden>›</Text>
          </View>
        )}
      </View>
    </View>
  )
}
