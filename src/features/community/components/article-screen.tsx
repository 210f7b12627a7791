import { View } from '@tarojs/components'
import { OnSeen } from '@/shared/on-seen'
import { WithSanitizer } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { usePageShare } from '@/shared/share'
import { Staged } from '@/shared/when-visible'
import { paths } from '@/routes'
import { useArticle } from '../hooks/use-article'
import { openAuthor } from '../navigate'
import { ActionBar } from './action-bar'
import { ArticleView } from './article-view'
import { CommentSection } from './comment-section'
import './screen.scss'

/** A PGC article: sanitized rich text, like / collect / share stats, and comments; `onReadToEnd` when its end comes on screen (a lesson's page). */
export function ArticleScreen({ id, onReadToEnd }: { id: number | undefined; onReadToEnd?: () => void }) {
  const article = useArticle(id)
  usePageShare({ title: article.data?.title || '精彩文章', path: id ? paths.article(id) : undefined, imageUrl: article.data?.cover })

  const a = article.data
  return (
    <Screen missing={id === undefined && '缺少文章 id，无法打开'} unknown='该文章不存在或已下线' load={article}>
      {/* A part a task, once the sanitizer is here (WithSanitizer): the article, its text and
          the comments in one render were a task of 15 to 20 ms at 1x (issue 42). */}
      {a && (
        <WithSanitizer>
          <View className='cm-screen'>
            <Staged>
              <ArticleView article={a} onAuthor={openAuthor} />
              <ActionBar
                liked={a.stats.liked}
                likeNum={a.stats.likeNum}
                collected={a.stats.collected}
                collectNum={a.stats.collectNum}
                shareNum={a.stats.shareNum}
                onLike={() => void article.toggleLike()}
                onCollect={() => void article.toggleCollect()}
                onShare={() => void article.share()}
              />
              {onReadToEnd && <OnSeen onSeen={onReadToEnd} />}
              <CommentSection contentId={a.id} ownerId={a.author.accountId} onAuthor={openAuthor} />
              <View className='cm-action-bar-space' />
            </Staged>
          </View>
        </WithSanitizer>
      )}
    </Screen>
  )
}
