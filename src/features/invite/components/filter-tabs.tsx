import { View } from '@tarojs/components'
import './filter-tabs.scss'

export interface FilterTab<V> {
  label: string
  value: V
}

export function FilterTabs<V extends string | number>({ tabs, value, onChange }: { tabs: FilterTab<V>[]; value: V; onChange: (v: V) => void }) {
  return (
    <View className='invite-tabs' role='tablist'>
      {tabs.map((t) => (
        <View
          key={String(t.value)}
          role='tab'
          aria-selected={t.value === value}
          className={`invite-tabs__tab${t.value === value ? ' invite-tabs__tab--on' : ''}`}
          onClick={() => onChange(t.value)}
        >
          {t.label}
        </View>
      ))}
    </View>
  )
}
