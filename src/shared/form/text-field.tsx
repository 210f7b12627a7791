import { Input } from '@tarojs/components'
import { FORM_LOOK } from './look'
import { FormField, type FieldProps } from './form-field'

export interface TextFieldProps extends FieldProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  type?: 'text' | 'number'
  maxlength?: number
}

/** One line of text. */
export function TextField({ value, onChange, placeholder, type = 'text', maxlength, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      <Input
        className={(field.look ?? FORM_LOOK).input}
        type={type}
        value={value}
        maxlength={maxlength}
        placeholder={placeholder}
        onInput={(e) => onChange(e.detail.value)}
      />
    </FormField>
  )
}
