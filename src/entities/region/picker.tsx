import type { Region } from '@api/user2'
import { View } from '@tarojs/components'
import { Popup } from '@/shared/popup'
import { LEVEL_TITLES, useRegionSteps } from './use-region-steps'
import './picker.scss'

export interface RegionPickerProps {
  visible: boolean
  /** The province, city and district already chosen (any may be missing). */
  value: (Region | undefined)[]
  onClose: () => void
  onPick: (regions: Region[]) => void
}

/** Province / city / district picker in a bottom sheet. */
export function RegionPicker({ visible, value, onClose, onPick }: RegionPickerProps) {
  const steps = useRegionSteps(visible, value)
  const choose = (region: Region) => {
    const all = steps.pick(region)
    if (all) {
      onPick(all)
      onClose()
    }
  }
  return (
    <Popup visible={visible} position='bottom' round closeable title='选择所在地区' onClose={onClose} className='region-picker' closeAriaLabel='关闭'>
      <View className='region-picker__tabs' role='tablist'>
        {LEVEL_TITLES.map((title, lv) =>
          lv <= steps.level || steps.picks[lv] ? (
            <View
              key={title}
              role='tab'
              aria-selected={lv === steps.level}
              className={`region-picker__tab${lv === steps.level ? ' region-picker__tab--on' : ''}`}
              onClick={() => steps.goTo(lv)}
            >
              {steps.picks[lv]?.regionName ?? `请选择${title}`}
            </View>
          ) : null,
        )}
      </View>
      <View className='region-picker__list'>
        {steps.failed && (
          <View className='region-picker__note' role='alert'>
            地区加载失败{' '}
            <View className='region-picker__retry' role='button' onClick={steps.retry}>
              重试
            </View>
          </View>
        )}
        {!steps.failed && !steps.options && <View className='region-picker__note'>加载中…</View>}
        {steps.options?.map((region) => (
          <View
            key={region.regionCode}
            role='option'
            aria-selected={steps.picks[steps.level]?.regionCode === region.regionCode}
            className={`region-picker__option${steps.picks[steps.level]?.regionCode === region.regionCode ? ' region-picker__option--on' : ''}`}
            onClick={() => choose(region)}
          >
            {region.regionName}
          </View>
        ))}
      </View>
    </Popup>
  )
}

