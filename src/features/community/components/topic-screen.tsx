import { View } from '@tarojs/components'
import type { ContentItem, Topic } from '@api/posts'
import { Screen } from '@/shared/screen'
import { useLoad } from '@/shared/use-load'
import { usePagedList } from '@/shared/paged-list'
import { getTopic, getTopicContents } from '../api'
import { topicFeedKey, topicKey } from '../keys'
import { ContentFeed } from './content-feed'
import { TopicHeader } from './topic-header'
import './screen.scss'

/** A topic: its header and its posts, newest first, paged on reach-bottom. */
export function TopicScreen({ id }: { id: number | undefined }) {
  const topic = useLoad<Topic>(id === undefined ? null : topicKey(id), () => getTopic(id!))
  const feed = usePagedList<ContentItem>((pageNo, pageSize) => getTopicContents(id!, { pageNo, pageSize }), { key: topicFeedKey(id ?? 0), enabled: id !== undefined, reachBottom: true })
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
