import { View } from '@tarojs/components'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { usePagedQuery } from '@/shared/paged-list'
import { topicFeed, topicQuery } from '../queries'
import { ContentFeed } from './content-feed'
import { TopicHeader } from './topic-header'
import './screen.scss'

/** A topic: its header and its posts, newest first, paged on reach-bottom. */
export function TopicScreen({ id }: { id: number | undefined }) {
  const topic = useQuery(topicQuery, id !== undefined && [id])
  const feed = usePagedQuery(topicFeed, id !== undefined && [id], { reachBottom: true })
  const t = topic.data
  return (
    <Screen title={t ? `#${t.name}` : undefined} missing={id === undefined && '缺少话题 id，无法打开'} load={topic}>
      {t && (
        <View className='cm-screen'>
          <TopicHeader topic={t} />
          <ContentFeed feed={feed} emptyText='这个话题下还没有动态' />
        </View>
      )}
    </Screen>
  )
}
