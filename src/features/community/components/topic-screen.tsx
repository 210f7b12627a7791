import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { ContentItem, Topic } from '@api/posts'
import { PageShell } from '@/shared/page-shell'
import { getTopic, getTopicContents } from '../api'
import { useLoader } from '../hooks/use-loader'
import { PAGE_SIZE, usePagedList } from '../hooks/use-paged-list'
import { ContentFeed } from './content-feed'
import { TopicHeader } from './topic-header'
import './screen.scss'

/** A topic: its header and its posts, newest first, paged on reach-bottom. */
export function TopicScreen({ id }: { id: number | undefined }) {
  const topic = useLoader<Topic>(id ? () => getTopic(id) : undefined, String(id), '缺少话题 id，无法打开')
  const feed = usePagedList<ContentItem>((pageNo) => getTopicContents(id!, { pageNo, pageSize: PAGE_SIZE }), String(id), id !== undefined)
  useReachBottom(() => feed.loadMore())
  const t = topic.data
  return (
    <PageShell title={t ? `#${t.name}` : undefined} loading={topic.loading && !t} error={topic.error} onRetry={topic.retry}>
      {t && (
        <View className='cm-screen'>
          <TopicHeader topic={t} />
          <ContentFeed feed={feed} emptyText='这个话题下还没有动态' />
        </View>
      )}
    </PageShell>
  )
}
