import { Text, View } from '@tarojs/components'
import type { DisplayBoard, DisplayTotals } from '@api/activity'
import { Button } from '@/shared/button'
import { Screen } from '@/shared/screen'
import { formatDate } from '@/utils/time'
import { useLiveBoard } from '../use-live-board'
import './display-screen.scss'

const TOTALS: [keyof DisplayTotals, string][] = [
  ['registrations', '报名人数'],
  ['signInsToday', '今日签到'],
  ['leads', '留资线索'],
  ['testDrives', '试驾预约'],
]

function Ranking({ cities }: { cities: DisplayBoard['cities'] }) {
  // Bars against the first city (the server sends the highest first); 1 keeps an all-zero list at 0 %.
  const top = Math.max(1, ...cities.map((c) => c.count))
  return (
    <View className='display__ranking'>
      <Text className='display__section'>城市排行</Text>
      {cities.length === 0 && <Text className='display__none'>暂无城市数据</Text>}
      {cities.map((c, i) => (
        <View key={c.cityCode} className='display__city'>
          <Text className='display__rank'>{i + 1}</Text>
          <Text className='display__city-name'>{c.cityName}</Text>
          <View className='display__track'>
            <View className='display__bar' style={{ width: `${(c.count / top) * 100}%` }} />
          </View>
          <Text className='display__count'>{c.count}</Text>
        </View>
      ))}
    </View>
  )
}

/** 数据大屏: an event's live totals and city ranking, read again every 30 s without blanking. */
export function DisplayScreen({ eventId, bad = false }: { eventId?: number; bad?: boolean }) {
  // A bad link reads nothing: the running event's board is not this link's.
  return bad ? <Screen missing='大屏链接有误，无法识别活动' /> : <Board eventId={eventId} />
}

function Board({ eventId }: { eventId?: number }) {
  const board = useLiveBoard(eventId)
  const b = board.data
  const time = b ? formatDate(b.updatedAt, 'HH:mm:ss') : ''
  return (
    <Screen unknown='该活动不存在或已下线' load={board}>
      {b && (
        <View className='display'>
          <View className='display__head'>
            <Text className='display__name'>{b.eventName}</Text>
            <Text className='display__subtitle'>{b.subtitle}</Text>
            <Text className='display__updated'>{`更新于 ${time}`}</Text>
          </View>
          {board.stale && (
            <View className='display__stale' role='status'>
              <Text className='display__stale-text'>{`数据更新失败，显示的是 ${time} 的数据`}</Text>
              <Button className='display__refresh' variant='secondary' size='s' loading={board.loading} onClick={() => void board.reload()}>
                立即刷新
              </Button>
            </View>
          )}
          <View className='display__totals'>
            {TOTALS.map(([key, label]) => (
              <View key={key} className='display__total'>
                <Text className='display__figure'>{b.totals[key]}</Text>
                <Text className='display__label'>{label}</Text>
              </View>
            ))}
          </View>
          <Ranking cities={b.cities} />
        </View>
      )}
    </Screen>
  )
}
