import { Text, View } from '@tarojs/components'
import './classmates.scss'

/** How far the group's help (助力) has come towards its target. */
export function HelpProgress({ helpNum, helpTarget }: { helpNum: number; helpTarget: number }) {
  const ratio = helpTarget > 0 ? Math.min(1, helpNum / helpTarget) : 1
  const left = Math.max(0, helpTarget - helpNum)
  return (
    <View className='cm-help'>
      <View className='cm-help__line'>
        <Text className='cm-help__title'>好友助力</Text>
        <Text className='cm-help__count'>
          {helpNum}/{helpTarget}
        </Text>
      </View>
      <View className='cm-help__bar' role='progressbar' aria-label='助力进度' aria-valuenow={helpNum} aria-valuemax={helpTarget}>
        <View className='cm-help__fill' style={{ width: `${Math.round(ratio * 100)}%` }} />
      </View>
      <Text className='cm-help__note'>{left > 0 ? `还差 ${left} 人助力即可达成目标` : '助力目标已达成，感谢每一位好友！'}</Text>
    </View>
  )
}
