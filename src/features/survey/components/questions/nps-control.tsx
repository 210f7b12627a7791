import { Text, View } from '@tarojs/components'
import { NPS_MAX } from '../../engine'
import type { ControlProps } from './types'
import './nps-control.scss'

const SCORES = Array.from({ length: NPS_MAX + 1 }, (_, i) => i)

/** NPS: eleven cells, 0 (不可能推荐) to 10 (非常愿意推荐). */
export function NpsControl({ question: q, answer, onChange }: ControlProps) {
  return (
    <View className='survey-nps'>
      <View className='survey-nps__cells' role='radiogroup' aria-label={q.title}>
        {SCORES.map((n) => (
          <View
            key={n}
            className={`survey-nps__cell${answer === n ? ' survey-nps__cell--on' : ''}`}
            role='radio'
            aria-checked={answer === n}
            aria-label={`${n} 分`}
            onClick={() => onChange(n)}
          >
            {n}
          </View>
        ))}
      </View>
      <View className='survey-nps__ends'>
        <Text>0 不可能推荐</Text>
        <Text>10 非常愿意</Text>
      </View>
    </View>
  )
}
