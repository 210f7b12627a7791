// The data centre: my daily statistics for the last 7 or 30 days up to yesterday and the same
// number of days before them (a day without a row reads as zeros), and my published works
// ranked by views.
import { Type } from '@sinclair/typebox'
import { CreatorStatsSchema, RankedWorkSchema, StatsQuerySchema, type DailyStat } from '../../../types/api/posts-creator'
import { defineRoute } from '../../core/route'
import { addDays, chinaDay } from '../../core/time'
import type { Db } from '../../state/db'
import { me } from '../lookup'
import { BASE } from './creator-views'

const RANKED = 10

/** `count` days ending `endAgo` days before today, oldest first. */
function period(db: Db, accountId: number, today: string, endAgo: number, count: number): DailyStat[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, -(endAgo + count - 1 - i))
    const row = db.creatorStats.find((s) => s.accountId === accountId && s.date === date)
    return row ? { date, views: row.views, likes: row.likes, comments: row.comments, followers: row.followers } : { date, views: 0, likes: 0, comments: 0, followers: 0 }
  })
}

export const creatorStatsRoutes = [
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/stats`, summary: '数据中心（近 7 / 30 天每日数据与上一周期）',
    auth: 'required', spec: false, query: StatsQuerySchema, response: CreatorStatsSchema, sample: { query: { days: 7 } },
    handler: ({ db, query, accountId, now }) => {
      const who = me(db, accountId).accountId
      const today = chinaDay(now)
      return { days: query.days, current: period(db, who, today, 1, query.days), previous: period(db, who, today, 1 + query.days, query.days) }
    },
  }),
  defineRoute({
    area: 'posts', method: 'GET', path: `${BASE}/stats/works`, summary: '作品浏览排行（已发布，前 10）',
    auth: 'required', spec: false, response: Type.Array(RankedWorkSchema), sample: {},
    handler: ({ db, accountId }) => {
      const who = me(db, accountId).accountId
      return db.creatorWorks
        .filter((w) => w.accountId === who && w.state === 'published')
        .sort((a, b) => b.views - a.views || b.id - a.id)
        .slice(0, RANKED)
        .map((w) => ({ id: w.id, title: w.title, cover: w.images[0] ?? '', views: w.views, likes: w.likes, comments: w.comments, contentId: w.contentId }))
    },
  }),
]
