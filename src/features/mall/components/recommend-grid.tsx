import { View } from '@tarojs/components'
import { ListFooter } from '@/shared/paged-list'
import { useRecommend } from '../hooks/use-recommend'
import { GoodsCard } from './goods-card'
import { Section } from './section'
import './recommend-grid.scss'

/**
 * Recommended goods for an item, the next page when the user reaches the bottom. Read here, where
 * they are shown (below the fold, so once in view): each answer renders the grid, not the screen.
 */
export function RecommendGrid({ itemId }: { itemId: number }) {
  const state = useRecommend(itemId)
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
