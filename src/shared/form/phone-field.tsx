import { TextField, type TextFieldProps } from './text-field'

/** Digits only, at most 11 (spec §5); the rule is `phone` in the form's rules. */
export function PhoneField({ label = '手机号', placeholder = '请输入手机号', ...props }: Omit<TextFieldProps, 'type' | 'maxlength'>) {
  return <TextField {...props} label={label} placeholder={placeholder} type='number' maxlength={11} />
}
