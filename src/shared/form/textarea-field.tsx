import { Text, Textarea } from '@tarojs/components'
import { FormField, type FieldProps } from './form-field'

export interface TextareaFieldProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Also shown as "12/150" under the box, so the limit is no surprise. */
  maxlength: number
}

/** Several lines of text under the label. */
export function TextareaField({ value, onChange, placeholder, maxlength, ...field }: TextareaFieldProps) {
  return (
    <FormField {...field} stacked>
      <Textarea className='form-field__textarea' value={value} maxlength={maxlength} placeholder={placeholder} onInput={(e) => onChange(e.detail.value)} />
      <Text className='form-field__count'>
        {[...value].length}/{maxlength}
      </Text>
    </FormField>
  )
}
