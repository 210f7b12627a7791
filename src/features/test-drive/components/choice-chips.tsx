import { Text, View } from '@tarojs/components'
import './choice-chips.scss'

export interface ChipOption {
  value: string
  label: string
  sub?: string
  disabled?: boolean
}

/** A wrap of single-choice chips (models, days, time slots). */
export function ChoiceChips({ options, value, onChange, name }: { options: ChipOption[]; value: string | null; onChange: (value: string) => void; name: string }) {
  return (
    <View className='choice-chips' role='radiogroup' aria-label={name}>
      {options.map((o) => {
        const on = o.value === value
        return (
          <View
            key={o.value}
            className={`choice-chips__chip${on ? ' choice-chips__chip--on' : ''}${o.disabled ? ' choice-chips__chip--off' : ''}`}
            role='radio'
            aria-checked={on}
            aria-disabled={o.disabled || undefined}
            onClick={() => !o.disabled && onChange(o.value)}
          >
            <Text className='choice-chips__label'>{o.label}</Text>
            {o.sub && <Text className='choice-chips__sub'>{o.sub}</Text>}
          </View>
        )
      })}
    </View>
  )
}
