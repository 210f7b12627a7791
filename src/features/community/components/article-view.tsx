import { Text, View } from '@tarojs/components'
import type { Article } from '@api/posts'
import { SafeRichText } from '@/shared/rich-text'
import { Staged } from '@/shared/when-visible'
import { formatCount } from '@/utils/count'
import { formatDate } from '@/utils/time'
import { AuthorBar } from './author-bar'
import './article-view.scss'

/** An editorial article: its server HTML only ever reaches the page through SafeRichText. */
export function ArticleView({ article, onAuthor }: { article: Article; onAuthor: (id: number) => void }) {
  return (
    <View className='cm-article'>
      {/* The head, then the text a task later: its sanitizing and render are a task of their own. */}
      <Staged>
        <>
          <Text className='cm-article__title'>{article.title}</Text>
          <AuthorBar author={article.author} time={formatDate(article.publishAt)} place={`${formatCount(article.stats.viewNum)} 阅读`} onAuthor={onAuthor} />
          {article.tags.length > 0 && (
            <View className='cm-article__tags'>
              {article.tags.map((t) => (
                <Text key={t} className='cm-article__tag'>
                  {t}
                </Text>
              ))}
            </View>
          )}
        </>
        <SafeRichText className='cm-article__body' html={article.html} />
      </Staged>
    </View>
  )
}
