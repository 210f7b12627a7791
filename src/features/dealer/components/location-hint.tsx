import { Text, View } from '@tarojs/components'
import './location-hint.scss'

/** The visible note of spec §4 when distances are not from the user's real position. */
export function LocationHint({ hint }: { hint: string }) {
  if (!hint) return null
  return (
    <View className='location-hint' role='status'>
      <Text>{hint}</Text>
    </View>
  )
}
