import type { CreatorStats, DailyStat } from '@api/posts'
import { comparePeriod, comparePeriods, metricSeries } from '@/features/creator/stats'

const day = (date: string, views: number, likes = 0, comments = 0, followers = 0): DailyStat => ({ date, views, likes, comments, followers })
const stats = (current: DailyStat[], previous: DailyStat[]): CreatorStats => ({ days: current.length, current, previous })

test('totals of both periods, the change and its percent, one decimal with a sign', () => {
  const s = stats(
    [day('2026-11-23', 100, 10, 3, 1), day('2026-11-24', 125, 5, 0, 0)],
    [day('2026-11-21', 100, 20, 2, 0), day('2026-11-22', 100, 11, 1, 0)],
  )
  expect(comparePeriod(s, 'views')).toEqual({ metric: 'views', total: 225, previousTotal: 200, change: 25, percent: 12.5, trend: 'up', text: '较上期 +12.5%' })
  const likes = comparePeriod(s, 'likes')
  expect([likes.total, likes.previousTotal, likes.change, likes.trend, likes.text]).toEqual([15, 31, -16, 'down', '较上期 -51.6%'])
  expect(comparePeriod(s, 'comments')).toMatchObject({ total: 3, previousTotal: 3, change: 0, percent: 0, trend: 'flat', text: '较上期持平' })
  expect(comparePeriods(s).map((c) => c.metric)).toEqual(['views', 'likes', 'comments', 'followers'])
})

test('nothing in the previous period: no percent (not Infinity), 上期无数据; nothing in either: 持平', () => {
  const s = stats([day('2026-11-24', 0, 0, 0, 4)], [day('2026-11-23', 0)])
  expect(comparePeriod(s, 'followers')).toEqual({ metric: 'followers', total: 4, previousTotal: 0, change: 4, percent: null, trend: 'new', text: '上期无数据' })
  expect(comparePeriod(s, 'views')).toMatchObject({ change: 0, percent: null, trend: 'flat', text: '较上期持平' })
  // A creator younger than the period has no previous days at all.
  expect(comparePeriod(stats([day('2026-11-24', 0)], []), 'views')).toMatchObject({ percent: null, trend: 'new', text: '上期无数据' })
})

test('a small fall rounds to one decimal, keeping its sign', () => {
  const s = stats([day('2026-11-24', 970)], [day('2026-11-23', 1000)])
  expect(comparePeriod(s, 'views').text).toBe('较上期 -3.0%')
})

test('metricSeries: one point per current day, oldest first, labelled MM-DD', () => {
  const s = stats([day('2026-11-23', 1, 2), day('2026-11-24', 3, 4)], [])
  expect(metricSeries(s, 'likes')).toEqual([{ label: '11-23', value: 2 }, { label: '11-24', value: 4 }])
})
