import { Text, View } from '@tarojs/components'
import './progress-bar.scss'

export interface ProgressBarProps {
  /** How far: questions answered, or the screen reached. */
  done: number
  total: number
  /** What the numbers mean, e.g. 已答 3/12 or 第 3 / 7 题. */
  text: string
}

/** A thin bar and its words; the bar is named for screen readers by the same words. */
export function ProgressBar({ done, total, text }: ProgressBarProps) {
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0
  return (
    <View className='survey-progress'>
      <View className='survey-progress__track' role='progressbar' aria-label={text} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={text}>
        <View className='survey-progress__fill' style={{ width: `${percent}%` }} />
      </View>
      <Text className='survey-progress__text'>{text}</Text>
    </View>
  )
}
