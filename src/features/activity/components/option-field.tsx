import { useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import './lead.scss'

export interface Option<V> {
  value: V
  label: string
  hint?: string
}

export interface OptionFieldProps<V> {
  label: string
  placeholder: string
  value?: V
  /** undefined while loading. */
  options?: Option<V>[]
  error?: string
  /** Why it cannot be chosen yet, e.g. 请先选择城市. */
  blocked?: string
  className?: string
  onPick: (value: V) => void
}

/** A choice from a list in a bottom sheet (plain views, so it behaves the same in both targets). */
export function OptionField<V extends string | number>(props: OptionFieldProps<V>) {
  const { label, placeholder, value, options, error, blocked, className, onPick } = props
  const [open, setOpen] = useState(false)
  const chosen = options?.find((o) => o.value === value)
  const shown = chosen?.label ?? (blocked || (options ? placeholder : '加载中…'))
  return (
    <View className={`lead-field ${className ?? ''}${error ? ' lead-field--error' : ''}`}>
      <View className='lead-field__row' role='button' aria-disabled={!options || Boolean(blocked)} onClick={() => options && !blocked && setOpen(true)}>
        <Text className='lead-field__label'>{label}</Text>
        <Text className={`lead-field__value${chosen ? '' : ' lead-field__value--empty'}`}>{shown}</Text>
        <Text className='lead-field__arrow'>›</Text>
      </View>
      {error && (
        <View className='lead-field__error' role='alert'>
          {error}
        </View>
      )}
      {open && options && (
        <View className='option-sheet' onClick={() => setOpen(false)}>
          <View className='option-sheet__panel' role='listbox' aria-label={label} onClick={(e) => e.stopPropagation()}>
            <View className='option-sheet__title'>{label}</View>
            <ScrollView scrollY className='option-sheet__list'>
              {options.length === 0 && <View className='option-sheet__empty'>暂无可选项</View>}
              {options.map((o) => (
                <View
                  key={o.value}
                  role='option'
                  aria-selected={o.value === value}
                  className={`option-sheet__option${o.value === value ? ' option-sheet__option--on' : ''}`}
                  onClick={() => {
                    onPick(o.value)
                    setOpen(false)
                  }}
                >
                  <Text>{o.label}</Text>
                  {o.hint && <Text className='option-sheet__hint'>{o.hint}</Text>}
                </View>
              ))}
            </ScrollView>
          </View>
        </View>
      )}
    </View>
  )
}
