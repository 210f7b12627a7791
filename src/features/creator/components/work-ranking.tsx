import { View } from '@tarojs/components'
import type { RankedWork } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { activation } from '@/shared/card/activation'
import { errorText } from '@/shared/error-text'
import { Img } from '@/shared/img'
import { Panel } from '@/shared/panel'
import type { Loaded } from '@/shared/use-load'
import './work-ranking.scss'

function Row({ work, rank }: { work: RankedWork; rank: number }) {
  const body = (
    <>
      <View className={`creator-rank__no${rank <= 3 ? ' creator-rank__no--top' : ''}`}>{rank}</View>
      <Img className='creator-rank__cover' src={work.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='creator-rank__body'>
        <View className='creator-rank__title'>{work.title}</View>
        <View className='creator-rank__figures'>
          浏览 {work.views} · 点赞 {work.likes} · 评论 {work.comments}
        </View>
      </View>
    </>
  )
  const contentId = work.contentId
  if (contentId === null) return <View className='creator-rank'>{body}</View>
  const open = () => void openPage(paths.post(contentId))
  return (
    <div className='creator-rank creator-rank--link' role='link' aria-label={`第 ${rank} 名 ${work.title}`} onClick={open} {...activation(open)}>
      {body}
    </div>
  )
}

/** My published works, most viewed first; one that became a post opens it. */
export function WorkRanking({ ranking, onRetry }: { ranking: Loaded<RankedWork[]>; onRetry: () => void }) {
  const works = ranking.data
  return (
    <Panel className='creator-ranking' title='作品排行' extra={<View className='creator-ranking__hint'>按浏览量</View>}>
      {works === undefined && ranking.error !== undefined && !ranking.loading ? (
        <View className='creator-ranking__state'>
          {errorText(ranking.error)}
          <div className='creator-ranking__retry' role='button' onClick={onRetry} {...activation(onRetry)}>
            重新加载
          </div>
        </View>
      ) : works === undefined ? (
        <View className='creator-ranking__state'>加载中…</View>
      ) : works.length === 0 ? (
        <View className='creator-ranking__state'>还没有已发布的作品，发布后这里会按浏览量排行</View>
      ) : (
        works.map((w, i) => <Row key={w.id} work={w} rank={i + 1} />)
      )}
    </Panel>
  )
}
