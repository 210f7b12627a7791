import { Text, View } from '@tarojs/components'
import './location-hint.scss'

/**
 * The visible note of spec §4 when distances are not from the user's real position, with 切换城市
 * where the page offers another city (the list stays as it is meanwhile).
 */
export function LocationHint({ hint, onChangeCity }: { hint: string; onChangeCity?: () => void }) {
  if (!hint) return null
  return (
    <View className='location-hint' role='status'>
      <Text className='location-hint__text'>{hint}</Text>
      {onChangeCity && (
        <View className='location-hint__action' role='button' onClick={onChangeCity}>
          切换城市
        </View>
      )}
    </View>
  )
}
