import { REAL_NAME_LIMITS } from './rules'
import { TextField, type TextFieldProps } from './text-field'

/** A real name as applications ask for it; the rule is `realName` in the form's rules. */
export function RealNameField({ label = '真实姓名', placeholder = '请输入真实姓名', ...props }: Omit<TextFieldProps, 'type' | 'maxlength'>) {
  return <TextField {...props} label={label} placeholder={placeholder} maxlength={REAL_NAME_LIMITS.max} />
}
