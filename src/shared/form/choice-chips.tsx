import { Text, View } from '@tarojs/components'
import { FormField, type FieldProps } from './form-field'
import './choice-chips.scss'

export interface ChipOption {
  value: string
  label: string
  sub?: string
  disabled?: boolean
}

export interface ChoiceChipsProps {
  options: ChipOption[]
  value: string | null
  onChange: (value: string) => void
  /** The group's accessible name. */
  name: string
  /** One sideways-scrolling row instead of wrapping lines (e.g. days). */
  row?: boolean
}

/** Single-choice chips (models, days, time slots). */
export function ChoiceChips({ options, value, onChange, name, row = false }: ChoiceChipsProps) {
  return (
    // A plain div with tabIndex: axe asks that a sideways-scrolling strip can be scrolled by keyboard.
    <div className={`form-choice-chips${row ? ' form-choice-chips--row' : ''}`} role='radiogroup' aria-label={name} tabIndex={row ? 0 : undefined}>
      {options.map((o) => {
        const on = o.value === value
        return (
          <View
            key={o.value}
            className={`form-choice-chips__chip${on ? ' form-choice-chips__chip--on' : ''}${o.disabled ? ' form-choice-chips__chip--off' : ''}`}
            role='radio'
            aria-checked={on}
            aria-disabled={o.disabled || undefined}
            onClick={() => !o.disabled && onChange(o.value)}
          >
            <Text className='form-choice-chips__label'>{o.label}</Text>
            {o.sub && <Text className='form-choice-chips__sub'>{o.sub}</Text>}
          </View>
        )
      })}
    </div>
  )
}

/** Chips under their label; the label names the group. */
export function ChipsField({ options, value, onChange, row, ...field }: Omit<ChoiceChipsProps, 'name'> & FieldProps & { label: string }) {
  return (
    <FormField {...field} stacked>
      <ChoiceChips name={field.label} options={options} value={value} onChange={onChange} row={row} />
    </FormField>
  )
}
