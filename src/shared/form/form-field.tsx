import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { FORM_LOOK, cx, type FieldLook } from './look'
import './form-field.scss'

/** What every field takes besides its value. */
export interface FieldProps {
  label?: string
  /** Marks the label with * (the rule itself lives in the form's rules). */
  required?: boolean
  error?: string
  /** Added to the field's outer element, e.g. `lead-name` for a test or a style. */
  className?: string
  look?: FieldLook
  /** Beside the label, e.g. a 更换 link. */
  extra?: ReactNode
  /** The control under the label row instead of beside the label (chips, lists). */
  stacked?: boolean
}

export interface FormFieldProps extends FieldProps {
  children: ReactNode
  /** The whole row opens something (a picker's sheet): it becomes one button. */
  onPress?: () => void
  pressDisabled?: boolean
}

/** Label, required mark, the control, and the field's message under it. */
export function FormField({ label, required, error, className, look = FORM_LOOK, extra, stacked, children, onPress, pressDisabled }: FormFieldProps) {
  const head = label !== undefined && (
    <Text className={look.label}>
      {label}
      {required && (
        <Text className='form-field__required' aria-hidden>
          *
        </Text>
      )}
    </Text>
  )
  // Without a label or extra the control lays itself out (a consent line).
  const bare = !head && !extra
  return (
    <View className={cx(look.field, className, error && look.invalid)}>
      {bare ? (
        children
      ) : stacked ? (
        <>
          <View className={look.row}>
            {head}
            {extra}
          </View>
          {children}
        </>
      ) : (
        <View className={look.row} role={onPress && 'button'} aria-disabled={onPress && pressDisabled} onClick={pressDisabled ? undefined : onPress}>
          {head}
          {children}
          {extra}
        </View>
      )}
      {error && (
        <View className={look.error} role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
