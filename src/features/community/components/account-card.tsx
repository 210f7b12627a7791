import { Text, View } from '@tarojs/components'
import type { CommunityAccount } from '@api/user'
import { formatCount } from '@/utils/count'
import { Avatar } from './avatar'
import './account-card.scss'

export function AccountCard({ account, mine }: { account: CommunityAccount; mine: boolean }) {
  const stats: [string, number][] = [
    ['关注', account.followNum],
    ['粉丝', account.fansNum],
    ['获赞', account.likeNum],
    ['动态', account.contentNum],
  ]
  return (
    <View className='cm-account'>
      <View className='cm-account__line'>
        <Avatar src={account.avatarUrl} name={account.displayName} size={64} />
        <View className='cm-account__who'>
          <View className='cm-account__name-line'>
            <Text className='cm-account__name'>{account.displayName}</Text>
            {account.isOfficial && <Text className='cm-account__tag'>官方</Text>}
            {mine && <Text className='cm-account__tag cm-account__tag--mine'>我</Text>}
          </View>
          {account.vehicleTypeName && <Text className='cm-account__car'>{account.vehicleTypeName} 车主</Text>}
        </View>
      </View>
      <Text className='cm-account__intro'>{account.intro || '这个人很懒，什么都没写'}</Text>
      <View className='cm-account__stats'>
        {stats.map(([label, n]) => (
          <View key={label} className='cm-account__stat'>
            <Text className='cm-account__stat-num'>{formatCount(n)}</Text>
            <Text className='cm-account__stat-label'>{label}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
