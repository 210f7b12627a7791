import { Picker, Text } from '@tarojs/components'
import type { DateInputProps } from './index'
import './index.scss'

/** Mini-program build of DateInput: WeChat's date picker sheet, opened by a tap on the shown day. */
export function DateInput({ value, placeholder, label, min, max, disabled, className = '', onChange }: DateInputProps) {
  return (
    <Picker mode='date' value={value} start={min} end={max} disabled={disabled} onChange={(e) => onChange(String(e.detail.value))}>
      <Text className={`date-input ${value ? '' : 'date-input--empty'} ${className}`} aria-label={label}>
        {value || placeholder}
      </Text>
    </Picker>
  )
}
