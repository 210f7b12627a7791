import { View } from '@tarojs/components'
import type { ContentItem, Topic } from '@api/posts'
import { PageShell } from '@/shared/page-shell'
import { usePagedList } from '@/shared/paged-list'
import { getTopic, getTopicContents } from '../api'
import { useLoader } from '../hooks/use-loader'
import { ContentFeed } from './content-feed'
import { TopicHeader } from './topic-header'
import './screen.scss'

/** A topic: its header and its posts, newest first, paged on reach-bottom. */
export function TopicScreen({ id }: { id: number | undefined }) {
  const topic = useLoader<Topic>(id ? () => getTopic(id) : undefined, String(id), '缺少话题 id，无法打开')
  const feed = usePagedList<ContentItem>((pageNo, pageSize) => getTopicContents(id!, { pageNo, pageSize }), { key: String(id), enabled: id !== undefined, reachBottom: true })
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
