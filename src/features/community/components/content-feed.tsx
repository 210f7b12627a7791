import type { ContentItem } from '@api/posts'
import { PagedListView, type PagedList } from '@/shared/paged-list'
import { openPost } from '../navigate'
import { ContentCard } from './content-card'

/** A paged list of posts with its loading, failure, empty and end states. */
export function ContentFeed({ feed, emptyText = '这里还没有动态' }: { feed: PagedList<ContentItem>; emptyText?: string }) {
  return <PagedListView list={feed} className='cm-feed' emptyText={emptyText} renderItem={(post) => <ContentCard key={post.id} post={post} onOpen={openPost} />} />
}
