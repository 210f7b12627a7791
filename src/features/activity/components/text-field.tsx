import { Input, Text, View } from '@tarojs/components'
import './lead.scss'

export interface TextFieldProps {
  label: string
  value: string
  placeholder: string
  error?: string
  type?: 'text' | 'number'
  maxlength?: number
  className?: string
  onChange: (value: string) => void
}

export function TextField({ label, value, placeholder, error, type = 'text', maxlength, className, onChange }: TextFieldProps) {
  return (
    <View className={`lead-field ${className ?? ''}${error ? ' lead-field--error' : ''}`}>
      <View className='lead-field__row'>
        <Text className='lead-field__label'>{label}</Text>
        <Input
          className='lead-field__input'
          type={type}
          value={value}
          maxlength={maxlength}
          placeholder={placeholder}
          onInput={(e) => onChange(e.detail.value)}
        />
      </View>
      {error && (
        <View className='lead-field__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}
