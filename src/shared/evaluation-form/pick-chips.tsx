import { View } from '@tarojs/components'

export interface PickChipsProps {
  /** The group's accessible name. */
  name: string
  options: string[]
  value: string[]
  onChange: (value: string[]) => void
}

/** Several-choice chips (tags, problems): each is a checkbox; a tap picks or drops it. */
export function PickChips({ name, options, value, onChange }: PickChipsProps) {
  return (
    <View className='evaluation-form__chips' role='group' aria-label={name}>
      {options.map((option) => {
        const on = value.includes(option)
        return (
          <View
            key={option}
            role='checkbox'
            aria-checked={on}
            className={`evaluation-form__chip${on ? ' evaluation-form__chip--on' : ''}`}
            onClick={() => onChange(on ? value.filter((v) => v !== option) : [...value, option])}
          >
            {option}
          </View>
        )
      })}
    </View>
  )
}
