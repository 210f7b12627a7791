import { View } from '@tarojs/components'
import './index.scss'

export interface Tab<V> {
  label: string
  value: V
}

interface Props<V> {
  tabs: readonly Tab<V>[]
  value: V
  onChange: (value: V) => void
  /** Names the tab list for screen readers when the page has more than one. */
  label?: string
  /** `line`: full-width tabs underlined when on (a screen's main filter); `pill`: a rounded segment control. */
  look?: 'line' | 'pill'
}

/** One row of tabs that filter what the screen shows below them. */
export function Tabs<V extends string | number>({ tabs, value, onChange, label, look = 'line' }: Props<V>) {
  return (
    <View className={`tabs tabs--${look}`} role='tablist' aria-label={label}>
      {tabs.map((t) => (
        <View
          key={String(t.value)}
          role='tab'
          aria-selected={t.value === value}
          className={`tabs__tab${t.value === value ? ' tabs__tab--on' : ''}`}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </View>
      ))}
    </View>
  )
}
