import { Text, View } from '@tarojs/components'
import type { CategoriesState } from '../hooks/use-categories'
import { GoodsCard } from './goods-card'
import { EmptyNote, InlineRetry } from './section'
import './category-browser.scss'

// Plain scrolling boxes: the side and the goods each scroll on their own, nothing more is needed.
/** Side bar of root categories and, beside it, the active root's children with their goods. */
export function CategoryBrowser({ state }: { state: CategoriesState }) {
  const { roots = [], activeId, select, children, childrenLoading, childrenFailed, retryChildren } = state
  const hasGoods = children?.some((c) => c.items.length > 0)
  return (
    <View className='category-browser'>
      <div className='category-browser__side' role='tablist' aria-label='商品分类' tabIndex={0}>
        {roots.map((root) => (
          <View
            key={root.id}
            role='tab'
            aria-selected={root.id === activeId}
            className={`category-browser__root${root.id === activeId ? ' category-browser__root--active' : ''}`}
            onClick={() => select(root.id)}
          >
            {root.name}
          </View>
        ))}
      </div>
      <div className='category-browser__main' tabIndex={0}>
        {childrenLoading && <View className='category-browser__hint'>加载中…</View>}
        {childrenFailed && <InlineRetry text='商品加载失败' onRetry={retryChildren} />}
        {children && !hasGoods && <EmptyNote text='该分类暂无商品' />}
        {children
          ?.filter((c) => c.items.length > 0)
          .map((child) => (
            <View key={child.id} className='category-browser__group'>
              <Text className='category-browser__group-title'>{child.name}</Text>
              <View className='category-browser__grid'>
                {child.items.map((goods) => (
                  <GoodsCard key={goods.id} goods={goods} compact />
                ))}
              </View>
            </View>
          ))}
      </div>
    </View>
  )
}
