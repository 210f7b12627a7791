import { Input, Text, View } from '@tarojs/components'
import { textBoxClass } from '@/shared/text-box'
import { isChoiceAnswer, OTHER_MAX, optionOrder, pick } from '../../engine'
import type { ControlProps } from './types'
import './choice-control.scss'

/**
 * Single or multiple choice: one row per option, in this person's order. Picking 其他 opens a
 * line for its words; an exclusive option and the pick limits follow the engine's `pick`.
 */
export function ChoiceControl({ survey, question: q, answer, seed, onChange }: ControlProps) {
  const current = isChoiceAnswer(answer) ? answer : undefined
  const picked = current?.picked ?? []
  const multiple = q.type === 'multiple'
  return (
    <View className='survey-choices' role={multiple ? 'group' : 'radiogroup'} aria-label={q.title}>
      {optionOrder(survey, q, seed).map((o) => {
        const on = picked.includes(o.id)
        return (
          <View key={o.id} className={`survey-choice${on ? ' survey-choice--on' : ''}`}>
            <View
              className='survey-choice__row'
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={on}
              onClick={() => onChange(pick(q, current, o.id))}
            >
              <Text className={`survey-choice__mark${multiple ? ' survey-choice__mark--box' : ''}`} aria-hidden>
                {/* A chosen radio shows its dot (choice-mark-on), a chosen box its tick. */}
                {on && multiple ? '✓' : ''}
              </Text>
              <Text className='survey-choice__label'>{o.label}</Text>
            </View>
            {on && o.other && (
              <Input
                className={textBoxClass('survey-choice__other')}
                value={current?.other ?? ''}
                maxlength={OTHER_MAX}
                placeholder={`请填写${o.label}的具体内容`}
                onInput={(e) => onChange({ picked, other: e.detail.value })}
              />
            )}
          </View>
        )
      })}
    </View>
  )
}
