import { Text, View } from '@tarojs/components'
import type { Region } from '@api/user2'
import './region-chips.scss'

export interface RegionChipsProps {
  label: string
  regions: Pick<Region, 'regionCode' | 'regionName'>[]
  value: string
  onChange: (code: string) => void
  /** Text of an "all" chip whose value is ''; omitted when not offered. */
  allLabel?: string
}

/** One row of choices (provinces or cities), scrolling sideways. */
export function RegionChips({ label, regions, value, onChange, allLabel }: RegionChipsProps) {
  const options = allLabel ? [{ regionCode: '', regionName: allLabel }, ...regions] : regions
  return (
    <View className='dealer-region-chips'>
      <Text className='dealer-region-chips__label'>{label}</Text>
      <div className='dealer-region-chips__scroll' tabIndex={0}>
        {options.map((r) => (
          <View
            key={r.regionCode || 'all'}
            className={`dealer-region-chips__chip${r.regionCode === value ? ' dealer-region-chips__chip--on' : ''}`}
            role='button'
            aria-pressed={r.regionCode === value}
            onClick={() => onChange(r.regionCode)}
          >
            {r.regionName}
          </View>
        ))}
      </div>
    </View>
  )
}
