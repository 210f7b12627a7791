import { Text, View } from '@tarojs/components'
import { scrollToId } from '@/shared/scroll-to'
import type { LetterGroup } from '../letters'
import type { CityRegion } from '../use-cities'
import './city-index.scss'

export interface CityIndexProps {
  /** The located (or default) city, first (spec: current-location city first); `locating` while the fix is under way. */
  current: { name: string; city: CityRegion | null; locating: boolean }
  hot: CityRegion[]
  groups: LetterGroup<CityRegion>[]
  selectedCode?: string
  onPick: (city: CityRegion) => void
}

const anchor = (letter: string) => `city-letter-${letter === '#' ? 'other' : letter}`

/** Cities by letter with an index bar; the located city and the hot cities on top. */
export function CityIndex({ current, hot, groups, selectedCode, onPick }: CityIndexProps) {
  // A letter jumps to its group at once, as an index bar does.
  const jump = (letter: string) => scrollToId(anchor(letter), { instant: true })
  const chip = (city: CityRegion, key: string) => (
    <View
      key={key}
      className={`city-index__chip${city.regionCode === selectedCode ? ' city-index__chip--on' : ''}`}
      role='button'
      onClick={() => onPick(city)}
    >
      {city.regionName}
    </View>
  )

  return (
    <View className='city-index'>
      <View className='city-index__block'>
        <Text className='city-index__label'>当前定位城市</Text>
        <View className='city-index__chips'>
          {current.city ? chip(current.city, 'current') : <Text className='city-index__muted'>{current.name || '暂未获取到定位'}</Text>}
          {current.locating && <Text className='city-index__muted'>定位中…</Text>}
        </View>
      </View>
      {hot.length > 0 && (
        <View className='city-index__block'>
          <Text className='city-index__label'>热门城市</Text>
          <View className='city-index__chips'>{hot.map((c) => chip(c, `hot-${c.regionCode}`))}</View>
        </View>
      )}
      {groups.map((group) => (
        <View key={group.letter} id={anchor(group.letter)} className='city-index__group'>
          <Text className='city-index__letter'>{group.letter}</Text>
          {group.regions.map((city) => (
            <View key={city.regionCode} className='city-index__row' role='button' onClick={() => onPick(city)}>
              <Text>{city.regionName}</Text>
              <Text className='city-index__province'>{city.provinceName === city.regionName ? '' : city.provinceName}</Text>
            </View>
          ))}
        </View>
      ))}
      <View className='city-index__bar' aria-label='字母索引'>
        {groups.map((g) => (
          <View key={g.letter} className='city-index__bar-letter' role='button' onClick={() => jump(g.letter)}>
            {g.letter}
          </View>
        ))}
      </View>
    </View>
  )
}
