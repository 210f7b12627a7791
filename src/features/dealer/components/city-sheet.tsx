import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { DealerCity } from '../city'
import { useDealerRegions } from '../use-search'
import './city-sheet.scss'

/**
 * Choosing a city where dealers are (spec §7 org district tree): provinces first, then the
 * cities of the chosen one (`pid`).
 */
export function CitySheet({ onPick, onClose }: { onPick: (city: DealerCity) => void; onClose: () => void }) {
  const [province, setProvince] = useState<{ code: string; name: string } | null>(null)
  const { provinces, cities, loading, error, reload } = useDealerRegions(province?.code ?? '')
  const rows = province ? cities : provinces

  return (
    <View className='city-sheet' role='dialog' aria-label='选择城市'>
      <View className='city-sheet__mask' onClick={onClose} />
      <View className='city-sheet__panel'>
        <View className='city-sheet__head'>
          {province ? (
            <View className='city-sheet__back' role='button' onClick={() => setProvince(null)}>
              ‹ {province.name}
            </View>
          ) : (
            <Text className='city-sheet__title'>选择省份</Text>
          )}
          <View className='city-sheet__close' role='button' onClick={onClose}>
            取消
          </View>
        </View>
        {loading && <Text className='city-sheet__muted'>加载中…</Text>}
        {!loading && !!error && (
          <View className='city-sheet__muted' role='alert' onClick={() => void reload()}>
            加载失败，点此重试
          </View>
        )}
        {!loading &&
          !error &&
          rows.map((r) => (
            <View
              key={r.regionCode}
              className='city-sheet__row'
              role='button'
              onClick={() =>
                province
                  ? onPick({ provinceCode: province.code, provinceName: province.name, cityCode: r.regionCode, cityName: r.regionName })
                  : setProvince({ code: r.regionCode, name: r.regionName })
              }
            >
              {r.regionName}
            </View>
          ))}
      </View>
    </View>
  )
}
