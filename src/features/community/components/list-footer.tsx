import { Text, View } from '@tarojs/components'
import './list-footer.scss'

export interface ListFooterProps {
  count: number
  loadingMore: boolean
  moreError: boolean
  hasMore: boolean
  onMore: () => void
  onRetryMore: () => void
  emptyText: string
}

/** The end of a paged list: empty text, more to load (tap or scroll), a failed page, or the end. */
export function ListFooter({ count, loadingMore, moreError, hasMore, onMore, onRetryMore, emptyText }: ListFooterProps) {
  if (count === 0 && !hasMore) {
    return (
      <View className='cm-list-footer cm-list-footer--empty'>
        <Text>{emptyText}</Text>
      </View>
    )
  }
  if (loadingMore) return <View className='cm-list-footer'>加载中…</View>
  if (moreError) {
    return (
      <View className='cm-list-footer cm-list-footer--action' role='button' onClick={onRetryMore}>
        加载失败，点击重试
      </View>
    )
  }
  if (hasMore) {
    return (
      <View className='cm-list-footer cm-list-footer--action' role='button' onClick={onMore}>
        加载更多
      </View>
    )
  }
  return <View className='cm-list-footer'>没有更多了</View>
}
