import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { FORM_LOOK, cx } from './look'
import { FormField, type FieldProps } from './form-field'
import './picker-field.scss'

export interface PickerOption<V> {
  value: V
  label: string
  hint?: string
}

export interface PickerFieldProps<V> extends FieldProps {
  label: string
  placeholder: string
  value?: V
  /** undefined while loading. */
  options?: PickerOption<V>[]
  /** Why it cannot be chosen yet, e.g. 请先选择城市. */
  blocked?: string
  onChange: (value: V) => void
}

/** A choice from a list in a bottom sheet (plain views, so it behaves the same in both targets). */
export function PickerField<V extends string | number>({ placeholder, value, options, blocked, onChange, ...field }: PickerFieldProps<V>) {
  const look = field.look ?? FORM_LOOK
  const [open, setOpen] = useState(false)
  const chosen = options?.find((o) => o.value === value)
  const shown = chosen?.label ?? (blocked || (options ? placeholder : '加载中…'))
  return (
    <>
      <FormField {...field} onPress={() => setOpen(true)} pressDisabled={!options || Boolean(blocked)}>
        <Text className={cx(look.value, !chosen && `${look.value}--empty`)}>{shown}</Text>
        <Text className={look.arrow}>›</Text>
      </FormField>
      {open && options && (
        <View className='form-option-sheet' onClick={() => setOpen(false)}>
          <View className='form-option-sheet__panel' role='listbox' aria-label={field.label} onClick={(e) => e.stopPropagation()}>
            <View className='form-option-sheet__title'>{field.label}</View>
            <ScrollView scrollY className='form-option-sheet__list'>
              {options.length === 0 && <View className='form-option-sheet__empty'>暂无可选项</View>}
              {options.map((o) => (
                <View
                  key={o.value}
                  role='option'
                  aria-selected={o.value === value}
                  className={`form-option-sheet__option${o.value === value ? ' form-option-sheet__option--on' : ''}`}
                  onClick={() => {
                    onChange(o.value)
                    setOpen(false)
                  }}
                >
                  <Text>{o.label}</Text>
                  {o.hint && <Text className='form-option-sheet__hint'>{o.hint}</Text>}
                </View>
              ))}
            </ScrollView>
          </View>
        </View>
      )}
    </>
  )
}
