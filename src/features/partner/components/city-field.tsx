import type { Region } from '@api/user2'
import { Text, View } from '@tarojs/components'
import { REGION_ROOT, useRegionChildren } from '@/entities/region'
import { PickerField } from '@/shared/form'

export interface CityFieldProps {
  provinceCode: string
  cityCode: string
  /** Shown while the cities load (a resubmission's city). */
  cityName: string
  error?: string
  onProvince: (provinceCode: string) => void
  onCity: (city: Region) => void
}

/** The province, then the city where the partner refers buyers, from the app's region tree. */
export function CityField({ provinceCode, cityCode, cityName, error, onProvince, onCity }: CityFieldProps) {
  const provinceRead = useRegionChildren(REGION_ROOT)
  const cityRead = useRegionChildren(provinceCode || undefined)
  const provinces = provinceRead.data
  const cities = cityRead.data
  const failed = provinceRead.error !== undefined || (Boolean(provinceCode) && cityRead.error !== undefined)
  const retry = () => void Promise.all([provinceRead.reload(), cityRead.reload()])

  // Until the cities come, a city sent before shows by its name.
  const cityOptions = cities?.map((r) => ({ value: r.regionCode, label: r.regionName })) ?? (cityCode && cityName ? [{ value: cityCode, label: cityName }] : undefined)
  return (
    <>
      <PickerField
        className='partner-apply__province'
        label='所在省份'
        required
        placeholder='请选择省份'
        value={provinceCode || undefined}
        options={provinces?.map((r) => ({ value: r.regionCode, label: r.regionName }))}
        onChange={onProvince}
      />
      <PickerField
        className='partner-apply__city'
        label='所在城市'
        required
        placeholder='请选择城市'
        blocked={provinceCode ? undefined : '请先选择省份'}
        value={cityCode || undefined}
        options={provinceCode ? cityOptions : []}
        error={error}
        onChange={(code) => {
          const city = cities?.find((r) => r.regionCode === code)
          if (city) onCity(city)
        }}
      />
      {failed && (
        <View className='partner-apply__load-error' role='alert'>
          <Text>地区加载失败</Text>
          <Text className='partner-apply__retry' onClick={retry}>
            点击重试
          </Text>
        </View>
      )}
    </>
  )
}
