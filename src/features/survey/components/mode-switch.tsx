import { View } from '@tarojs/components'
import { redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import './mode-switch.scss'

/**
 * The way to the other survey route, in place of this one. Both keep the same draft, so
 * nothing answered is lost on the way.
 */
export function ModeSwitch({ surveyId, to }: { surveyId: number; to: 'steps' | 'page' }) {
  const url = to === 'steps' ? paths.surveySteps(surveyId) : paths.survey(surveyId)
  return (
    <View className='survey-switch' role='link' onClick={() => void redirectTo(url)}>
      {to === 'steps' ? '改为逐题作答 ›' : '改为整页作答 ›'}
    </View>
  )
}
