import { Input, Text, View } from '@tarojs/components'
import { textBoxClass } from '@/shared/text-box'
import { TextArea } from '@/shared/textarea'
import { TEXTAREA_MAX, TEXT_MAX } from '../../engine'
import type { ControlProps } from './types'
import './text-control.scss'

const PHONE_LENGTH = 11
const textOf = (answer: ControlProps['answer']) => (typeof answer === 'string' ? answer : '')

/** Short text and phone: one line (digits only for a phone, spec §5 says 11). */
export function LineControl({ question: q, answer, onChange }: ControlProps) {
  const phone = q.type === 'phone'
  return (
    <Input
      className={textBoxClass('survey-line')}
      type={phone ? 'number' : 'text'}
      value={textOf(answer)}
      maxlength={phone ? PHONE_LENGTH : q.maxLength ?? TEXT_MAX}
      placeholder={q.placeholder ?? (phone ? '请输入手机号' : '请输入')}
      onInput={(e) => onChange(e.detail.value)}
    />
  )
}

/** Long text: a box with the count against its limit, so the limit is no surprise. */
export function LongTextControl({ question: q, answer, onChange }: ControlProps) {
  const max = q.maxLength ?? TEXTAREA_MAX
  const text = textOf(answer)
  return (
    <View className='survey-long'>
      <TextArea className='survey-long__box' value={text} maxLength={max} placeholder={q.placeholder ?? '请输入'} onChange={onChange} />
      <Text className='survey-long__count'>
        {[...text].length}/{max}
      </Text>
    </View>
  )
}
