import type { CreatorHome } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { ApplicationState } from './application-state'
import './not-creator.scss'

/** Not a creator yet: what being one brings, where my application stands, and the way to apply. */
export function NotCreator({ home }: { home: CreatorHome }) {
  const { application } = home
  const action = !application ? '成为创作者' : application.state === 'rejected' ? '修改后重新申请' : '查看申请'
  return (
    <View className='creator-join'>
      <View className='creator-join__intro'>
        <Text className='creator-join__title'>成为品牌创作者</Text>
        <Text className='creator-join__text'>绑定你在其他平台的创作账号，通过审核后即可发布作品、参与创作活动、赢取奖励。</Text>
      </View>
      {application && <ApplicationState application={application} />}
      <View className='creator-join__benefits'>
        {home.benefits.map((b) => (
          <View key={b.title} className='creator-join__benefit'>
            <Text className='creator-join__benefit-title'>{b.title}</Text>
            <Text className='creator-join__benefit-text'>{b.text}</Text>
          </View>
        ))}
      </View>
      <Button className='creator-join__apply' onClick={() => void openPage(paths.creatorApply())}>
        {action}
      </Button>
    </View>
  )
}
