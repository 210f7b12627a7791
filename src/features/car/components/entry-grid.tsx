import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './entry-grid.scss'

/** The car tab's shortcuts; each opens a real route of src/routes.ts. */
export const ENTRIES = [
  { key: 'test-drive', label: '预约试驾', glyph: '驾', url: paths.testDrive() },
  { key: 'dealers', label: '经销商', glyph: '店', url: paths.stores() },
  { key: 'mall', label: '积分商城', glyph: '商', url: paths.categories() },
  { key: 'sign-in', label: '每日签到', glyph: '签', url: paths.signIn() },
  { key: 'community', label: '车主社区', glyph: '社', url: paths.topic(1) },
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
