import { View } from '@tarojs/components'
import { AfterPaint } from '@/shared/after-paint'
import { Screen } from '@/shared/screen'
import { scrollToId } from '@/shared/scroll-to'
import { usePageShare } from '@/shared/share'
import { relativeTime } from '@/utils/time'
import { paths } from '@/routes'
import { usePost } from '../hooks/use-post'
import { openAuthor, openClassmates, openDealer, openTopic } from '../navigate'
import { ActionBar } from './action-bar'
import { AuthorBar } from './author-bar'
import { CommentSection } from './comment-section'
import { PostBody, type VideoWatch } from './post-body'
import './screen.scss'

const toComments = () => scrollToId('comments')

/** A post (spec §7 GET /web/community/contents/{id}) with its comments and actions; `video` follows its video (a lesson's page). */
export function PostScreen({ id, source, video }: { id: number | undefined; source?: string; video?: VideoWatch }) {
  const post = usePost(id, source)
  usePageShare({ title: post.data?.title || '精彩动态', path: id ? paths.post(id) : undefined, imageUrl: post.data?.images[0] })

  const p = post.data
  return (
    <Screen missing={id === undefined && '缺少动态 id，无法打开'} unknown='该动态不存在或已被删除' load={post}>
      {p && (
        <View className='cm-screen'>
          <View className='cm-card'>
            <AuthorBar author={p.author} time={relativeTime(p.createdAt)} place={p.location} onAuthor={openAuthor} />
            <PostBody post={p} video={video} onTopic={openTopic} onDealer={openDealer} onClassmates={openClassmates} />
          </View>
          {/* The first render is the post; the comments (read then, and who may delete them) and
              the (fixed) action bar a paint later. */}
          <AfterPaint>
            <CommentSection contentId={p.id} ownerId={p.author.accountId} count={p.commentNum} onCountChange={post.addComments} onAuthor={openAuthor} />
            <View className='cm-action-bar-space' />
            <ActionBar
              liked={p.liked}
              likeNum={p.likeNum}
              collected={p.collected}
              collectNum={p.collectNum}
              shareNum={p.shareNum}
              commentNum={p.commentNum}
              onLike={() => void post.toggleLike()}
              onCollect={() => void post.toggleCollect()}
              onShare={() => void post.share()}
              onComments={toComments}
            />
          </AfterPaint>
        </View>
      )}
    </Screen>
  )
}
