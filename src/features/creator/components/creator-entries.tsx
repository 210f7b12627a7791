import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './creator-entries.scss'

const ENTRIES: [label: string, hint: string, url: () => string][] = [
  ['提交作品', '发布新作品', () => paths.creatorSubmitWork()],
  ['数据中心', '浏览与互动趋势', () => paths.creatorData()],
  ['创作活动', '征稿与奖励', () => paths.creatorActivities()],
  ['创作者课堂', '拍摄剪辑文案', () => paths.creatorClassroom()],
  ['我的名片', '创作者海报', () => paths.creatorPoster()],
  ['信息登记', '为好友预约顾问', () => paths.creatorLead()],
]

/** The creator's ways to every other page of the centre. */
export function CreatorEntries() {
  return (
    <View className='creator-entries'>
      {ENTRIES.map(([label, hint, url]) => (
        <View key={label} className='creator-entries__item' role='link' onClick={() => void openPage(url())}>
          <Text className='creator-entries__label'>{label}</Text>
          <Text className='creator-entries__hint'>{hint}</Text>
        </View>
      ))}
    </View>
  )
}
