import { Text, View } from '@tarojs/components'
import { FormField, lookOf } from '@/shared/form'
import { picksHint } from '../../engine'
import { AnswerControl } from './answer-control'
import type { ControlProps } from './types'
import './question-field.scss'

const LOOK = lookOf('survey-question')

/** The element id of a question, which a submit scrolls to. */
export const questionAnchor = (questionId: string) => `survey-q-${questionId}`

export interface QuestionFieldProps extends ControlProps {
  /** Its place on the path (rules may skip questions, so not its place in the survey). */
  number: number
  error?: string
}

/** One question: number, title, required mark, hint, its control and its message. */
export function QuestionField({ number, error, ...control }: QuestionFieldProps) {
  const q = control.question
  const hint = [q.hint, picksHint(q)].filter(Boolean).join('；')
  return (
    <View id={questionAnchor(q.id)} className='survey-question-box'>
      <FormField look={LOOK} stacked label={`${number}. ${q.title}`} required={q.required} error={error}>
        {hint && <Text className='survey-question__hint'>{hint}</Text>}
        <AnswerControl {...control} />
      </FormField>
    </View>
  )
}
