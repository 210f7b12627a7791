import { DateInput } from '@/shared/date-input'
import { FORM_LOOK } from './look'
import { FormField, type FieldProps } from './form-field'

export interface DateFieldProps extends FieldProps {
  /** YYYY-MM-DD, '' while nothing is picked. */
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** First and last day that may be picked (a purchase date ends today). */
  min?: string
  max?: string
}

/** A day, picked from the platform's own date picker (browser date input / WeChat picker). */
export function DateField({ value, onChange, placeholder = '请选择日期', min, max, ...field }: DateFieldProps) {
  return (
    <FormField {...field}>
      <DateInput
        className={(field.look ?? FORM_LOOK).input}
        value={value}
        min={min}
        max={max}
        placeholder={placeholder}
        label={field.label ?? placeholder}
        onChange={onChange}
      />
    </FormField>
  )
}
