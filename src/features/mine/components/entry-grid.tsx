import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import type { MineEntryGroup } from '../entries'
import './mine.scss'

/**
 * Mine's groups of entries. Memoized: the tab's late reads (points, medals) re-render the page,
 * and the grid, its largest part, is the same until the order counts change.
 */
export const EntryGrid = memo(function EntryGrid({ groups }: { groups: MineEntryGroup[] }) {
  return (
    <View>
      {groups.map((group) => (
        <View key={group.title} className='mine-entries'>
          <View className='mine-entries__head'>
            <Text className='mine-entries__title'>{group.title}</Text>
            {group.more && (
              <View className='mine-entries__more' role='link' aria-label={group.more.title} data-url={group.more.url} onClick={() => void openPage(group.more!.url)}>
                {group.more.title} ›
              </View>
            )}
          </View>
          <View className='mine-entries__grid'>
            {group.entries.map((entry) => (
              <View
                key={entry.url}
                className='mine-entry'
                role='link'
                aria-label={entry.count ? `${entry.title} ${entry.count}` : undefined}
                data-url={entry.url}
                onClick={() => void openPage(entry.url)}
              >
                <View className='mine-entry__icon'>
                  {entry.glyph}
                  {!!entry.count && <Text className='mine-entry__badge'>{entry.count > 99 ? '99+' : entry.count}</Text>}
                </View>
                <Text className='mine-entry__title'>{entry.title}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
})
