import type { GoodsItem } from '@api/mall'
import { View } from '@tarojs/components'
import type { PagedList } from '../hooks/use-paged-list'
import { GoodsCard } from './goods-card'
import { InlineRetry, Section } from './section'
import './recommend-grid.scss'

/** Recommended goods; the page loads the next page when the user reaches the bottom. */
export function RecommendGrid({ state }: { state: PagedList<GoodsItem> }) {
  if (!state.loading && !state.failed && !state.list.length) return null
  return (
    <Section title='为你推荐' className='recommend-grid'>
      <View className='recommend-grid__list'>
        {state.list.map((g) => (
          <GoodsCard key={g.id} goods={g} />
        ))}
      </View>
      {state.failed && <InlineRetry text='推荐加载失败' onRetry={() => void (state.list.length ? state.loadMore() : state.reload())} />}
      <View className='recommend-grid__foot'>
        {state.loading || state.loadingMore ? '加载中…' : state.more ? '上滑加载更多' : state.list.length ? '没有更多了' : ''}
      </View>
    </Section>
  )
}
