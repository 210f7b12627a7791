import type { EvaluationTemplate } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { EvaluationForm, type EvaluationFormProps } from './evaluation-form'
import { EvaluationSummary, type EvaluationSummaryProps } from './evaluation-summary'

export interface EvaluationOnceProps extends Omit<EvaluationFormProps, 'template'> {
  template: EvaluationTemplate
  /** The evaluation already given, or null while the form is still to fill. */
  given: EvaluationSummaryProps['evaluation'] | null
}

/** Something is evaluated once: the form until then, afterwards the evaluation read-only with thanks. */
export function EvaluationOnce({ template, given, ...form }: EvaluationOnceProps) {
  if (!given) return <EvaluationForm template={template} {...form} />
  return (
    <View className='evaluation-form-once'>
      <Text className='evaluation-form-once__done'>您已评价过，感谢反馈</Text>
      <EvaluationSummary template={template} evaluation={given} />
    </View>
  )
}
