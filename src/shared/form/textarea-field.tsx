import { Text } from '@tarojs/components'
import { TextArea } from '@/shared/textarea'
import { FormField, type FieldProps } from './form-field'

export interface TextareaFieldProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Also shown as "12/150" under the box, so the limit is no surprise. */
  maxlength: number
}

/** Several lines of text under the label, in the kit's one textarea (no resize grip, the app's font). */
export function TextareaField({ value, onChange, placeholder, maxlength, ...field }: TextareaFieldProps) {
  return (
    <FormField {...field} stacked>
      <TextArea className='form-field__textarea' value={value} maxLength={maxlength} placeholder={placeholder ?? ''} onChange={onChange} />
      <Text className='form-field__count'>
        {[...value].length}/{maxlength}
      </Text>
    </FormField>
  )
}
