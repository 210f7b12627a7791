import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import './mine.scss'

/** The user could not be loaded; the entries below stay usable. */
export function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <View className='mine-profile mine-profile--error' role='alert'>
      <Text className='mine-profile__error'>{message || '个人信息加载失败'}</Text>
      <Button className='mine-profile__retry' variant='primary' size='m' tone='inverse' onClick={onRetry}>
        重新加载
      </Button>
    </View>
  )
}
