import { Text, View } from '@tarojs/components'
import './choice-chips.scss'

export interface ChipOption {
  value: string
  label: string
  sub?: string
  disabled?: boolean
}

/** Single-choice chips (models, days, time slots): wrapping, or one sideways-scrolling `row`. */
export function ChoiceChips({ options, value, onChange, name, row = false }: { options: ChipOption[]; value: string | null; onChange: (value: string) => void; name: string; row?: boolean }) {
  return (
    <div className={`choice-chips${row ? ' choice-chips--row' : ''}`} role='radiogroup' aria-label={name} tabIndex={row ? 0 : undefined}>
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
    </div>
  )
}
