import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { STORES, TEST_DRIVE } from '../links'
import './entry-grid.scss'

/** The car tab's shortcuts; each opens a real route of src/routes.ts. */
export const ENTRIES = [
  { key: 'test-drive', label: '预约试驾', glyph: '驾', url: TEST_DRIVE },
  { key: 'dealers', label: '经销商', glyph: '店', url: STORES },
  { key: 'mall', label: '积分商城', glyph: '商', url: '/pages/category-list/category-list' },
  { key: 'sign-in', label: '每日签到', glyph: '签', url: '/package-mine/pages/sign-in/sign-in' },
  { key: 'community', label: '车主社区', glyph: '社', url: '/package-community/pages/topic-detail/topic-detail?id=1' },
] as const

export function EntryGrid() {
  return (
    <View className='entry-grid'>
      {ENTRIES.map((e) => (
        <View key={e.key} className='entry-grid__item' role='button' aria-label={e.label} onClick={() => void openPage(e.url).catch(() => undefined)}>
          <Text className={`entry-grid__glyph entry-grid__glyph--${e.key}`} aria-hidden>
            {e.glyph}
          </Text>
          <Text className='entry-grid__label'>{e.label}</Text>
        </View>
      ))}
    </View>
  )
}
