import type { ReactNode } from 'react'
import { Button, Text, View } from '@tarojs/components'
import type { PagedList } from '../use-paged-list'
import './invite.scss'

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '网络开小差了'
}

export interface RecordListProps<T> {
  list: PagedList<T>
  empty: string
  renderItem: (item: T) => ReactNode
  onRetry: () => void
  /** Shown on an empty list, e.g. a way to invite someone. */
  emptyAction?: ReactNode
}

/** A paged list with its first-load, empty, failed and end-of-list states. */
export function RecordList<T>({ list, empty, renderItem, onRetry, emptyAction }: RecordListProps<T>) {
  if (list.pageNo === 0 && list.error) {
    return (
      <View className='record-list__state' role='alert'>
        <Text>加载失败：{message(list.error)}</Text>
        <Button className='record-list__retry' onClick={onRetry}>
          重新加载
        </Button>
      </View>
    )
  }
  if (list.pageNo === 0) {
    return (
      <View className='record-list__state' aria-busy='true'>
        <Text>加载中…</Text>
      </View>
    )
  }
  if (list.items.length === 0) {
    return (
      <View className='record-list__state'>
        <Text>{empty}</Text>
        {emptyAction}
      </View>
    )
  }
  return (
    <View className='record-list'>
      {list.items.map(renderItem)}
      <View className='record-list__footer'>
        {list.error ? (
          <View className='record-list__more-error' role='button' onClick={onRetry}>
            加载失败，点击重试
          </View>
        ) : list.loading ? (
          <Text>加载中…</Text>
        ) : list.done ? (
          <Text>没有更多了</Text>
        ) : (
          <Text>上拉加载更多</Text>
        )}
      </View>
    </View>
  )
}
