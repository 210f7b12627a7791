import type { Membership } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { formatDate } from '@/utils'
import './member-card.scss'

/** My membership card, then the projects I joined with the hours I gave to each. */
export function MemberCard({ membership: m, societyName }: { membership: Membership; societyName: string }) {
  return (
    <View className='welfare-member'>
      <View className='welfare-member__card'>
        <Text className='welfare-member__society'>{societyName}</Text>
        <Text className='welfare-member__name'>{m.realName}</Text>
        <View className='welfare-member__row'>
          <Text className='welfare-member__label'>会员编号</Text>
          <Text className='welfare-member__no'>{m.memberNo}</Text>
        </View>
        <View className='welfare-member__row'>
          <Text className='welfare-member__label'>{`${formatDate(m.since)} 入会`}</Text>
          <Text className='welfare-member__hours'>{`志愿时长 ${m.volunteerHours} 小时`}</Text>
        </View>
      </View>
      <View className='welfare-member__heading' role='heading' aria-level={2}>
        我参与的项目
      </View>
      {m.projects.length === 0 && <Text className='welfare-member__empty'>还没有参与项目，去福利社看看正在招募的公益项目吧</Text>}
      <View role='list' className='welfare-member__projects'>
        {m.projects.map((p) => (
          <View key={p.id} role='listitem' className='welfare-member__project' onClick={() => void openPage(paths.welfareShare(p.id))}>
            <Text className='welfare-member__project-title'>{p.title}</Text>
            <Text className='welfare-member__project-hours'>{`${p.hours} 小时`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
