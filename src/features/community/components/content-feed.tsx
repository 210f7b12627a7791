import { View } from '@tarojs/components'
import type { ContentItem } from '@api/posts'
import type { PagedList } from '../hooks/use-paged-list'
import { openPost } from '../navigate'
import { ContentCard } from './content-card'
import { ListFooter } from './list-footer'

/** A paged list of posts with its loading, failure, empty and end states. */
export function ContentFeed({ feed, emptyText = '这里还没有动态' }: { feed: PagedList<ContentItem>; emptyText?: string }) {
  if (feed.loading) return <View className='cm-list-footer'>加载中…</View>
  if (feed.error) {
    return (
      <View className='cm-list-footer cm-list-footer--action' role='button' onClick={feed.reload}>
        动态加载失败，点击重试
      </View>
    )
  }
  return (
    <View className='cm-feed'>
      {feed.items.map((post) => (
        <ContentCard key={post.id} post={post} onOpen={openPost} />
      ))}
      <ListFooter
        count={feed.items.length}
        loadingMore={feed.loadingMore}
        moreError={feed.moreError}
        hasMore={feed.hasMore}
        onMore={feed.loadMore}
        onRetryMore={feed.retryMore}
        emptyText={emptyText}
      />
    </View>
  )
}
