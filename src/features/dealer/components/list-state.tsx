import { Button, Text, View } from '@tarojs/components'
import './list-state.scss'

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '网络开小差了，请稍后重试'
}

/** Loading, error (with retry) and empty states inside a page, under its own header. */
export function ListState({ loading, error, empty, emptyText, onRetry }: { loading: boolean; error: unknown; empty: boolean; emptyText: string; onRetry: () => void }) {
  if (error) {
    return (
      <View className='list-state' role='alert'>
        <Text className='list-state__title'>加载失败</Text>
        <Text className='list-state__text'>{message(error)}</Text>
        <Button className='list-state__retry' onClick={onRetry}>
          重新加载
        </Button>
      </View>
    )
  }
  if (loading) {
    return (
      <View className='list-state' aria-busy='true'>
        <Text className='list-state__text'>加载中…</Text>
      </View>
    )
  }
  if (empty) {
    return (
      <View className='list-state'>
        <Text className='list-state__text'>{emptyText}</Text>
      </View>
    )
  }
  return null
}
