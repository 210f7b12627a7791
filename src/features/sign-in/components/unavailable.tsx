import { Text, View } from '@tarojs/components'
import './sign-in.scss'

/** A part of the page whose call failed quietly (spec §8), with a way to try again. */
export function Unavailable({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <View className='sign-in-unavailable' role='alert'>
      <Text>{text}</Text>
      <View className='sign-in-unavailable__retry' role='button' onClick={onRetry}>
        点击重试
      </View>
    </View>
  )
}
