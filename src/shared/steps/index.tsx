import { Text, View } from '@tarojs/components'
import { stepState, stepStateText, type StepState } from './state'
import './index.scss'

export interface Step {
  title: string
  /** Already formatted by the caller (formatDateTime), shown under the title. */
  time?: string
  description?: string
}

export interface StepsProps {
  steps: Step[]
  /** Index of the step under way; steps.length when all are done. */
  current: number
  className?: string
  /** Names the list for screen readers, e.g. 物流进度. */
  label?: string
  /** The steps are listed newest first (a carrier's events): `current` still counts from the oldest. */
  newestFirst?: boolean
}

/**
 * A vertical timeline (logistics, service progress, an application's review): a dot and a line
 * per step, the current one highlighted. An ordered list, so screen readers count the steps.
 */
export function Steps({ steps, current, className = '', label = '进度', newestFirst = false }: StepsProps) {
  return (
    <View className={`steps-list ${className}`} role='list' aria-label={label}>
      {steps.map((step, i) => {
        const state = stepState(newestFirst ? steps.length - 1 - i : i, current)
        return (
          <View key={i} className={`steps-list__item steps-list__item--${state}`} role='listitem' aria-current={state === 'current' ? 'step' : undefined}>
            <View className='steps-list__rail' aria-hidden='true'>
              <View className='steps-list__dot' />
              {i < steps.length - 1 && <View className='steps-list__line' />}
            </View>
            <View className='steps-list__body'>
              <Text className='steps-list__title'>
                <Text className='steps-list__state'>{stepStateText(state)}：</Text>
                {step.title}
              </Text>
              {step.time && <Text className='steps-list__time'>{step.time}</Text>}
              {step.description && <Text className='steps-list__description'>{step.description}</Text>}
            </View>
          </View>
        )
      })}
    </View>
  )
}

export { stepState, stepStateText, type StepState }
