import type { GoodsItem } from '@api/mall'
import { View } from '@tarojs/components'
import { ListFooter, type PagedList } from '@/shared/paged-list'
import { GoodsCard } from './goods-card'
import { Section } from './section'
import './recommend-grid.scss'

/** Recommended goods; the page loads the next page when the user reaches the bottom. */
export function RecommendGrid({ state }: { state: PagedList<GoodsItem> }) {
  // Nothing to recommend: the section is left out rather than shown empty.
  if (!state.loading && !state.moreError && !state.items.length) return null
  return (
    <Section title='为你推荐' className='recommend-grid'>
      <View className='recommend-grid__list'>
        {state.items.map((g) => (
          <GoodsCard key={g.id} goods={g} />
        ))}
      </View>
      <ListFooter list={state} />
    </Section>
  )
}
