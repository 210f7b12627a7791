import { Picker, Text, View } from '@tarojs/components'
import type { DateInputProps } from './index'
import './index.scss'

/** Mini-program build of DateInput: WeChat's date picker, bounded by `min` and `max`. */
export function DateInput({ className = '', value, min, max, placeholder, label, onChange }: DateInputProps) {
  return (
    <Picker mode='date' value={value} start={min} end={max} onChange={(e) => onChange(String(e.detail.value))}>
      <View className={`date-input ${className}`} role='button' aria-label={label}>
        <Text className={value ? 'date-input__value' : 'date-input__placeholder'}>{value || placeholder}</Text>
      </View>
    </Picker>
  )
}
