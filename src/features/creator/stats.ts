import type { CreatorStats, DailyStat } from '@api/posts'

/** The data centre's figures, in the order of its total cards. */
export type Metric = 'views' | 'likes' | 'comments' | 'followers'

export const METRICS: readonly { metric: Metric; label: string }[] = [
  { metric: 'views', label: '浏览' },
  { metric: 'likes', label: '点赞' },
  { metric: 'comments', label: '评论' },
  { metric: 'followers', label: '新增粉丝' },
]

/** `new`: the previous period had nothing to compare with (no percent of 0). */
export type Trend = 'up' | 'down' | 'flat' | 'new'

export interface PeriodChange {
  metric: Metric
  total: number
  previousTotal: number
  /** total - previousTotal. */
  change: number
  /** The change in percent of the previous total; null when that was 0 (never Infinity). */
  percent: number | null
  trend: Trend
  /** 较上期 +12.5% / 较上期 -3.0% / 较上期持平 / 上期无数据. */
  text: string
}

const sum = (days: readonly DailyStat[], metric: Metric) => days.reduce((total, d) => total + d[metric], 0)

function changeText(trend: Trend, percent: number | null): string {
  if (trend === 'flat') return '较上期持平'
  if (trend === 'new' || percent === null) return '上期无数据'
  return `较上期 ${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`
}

/** One metric of this period against the one before it (same length). */
export function comparePeriod(stats: CreatorStats, metric: Metric): PeriodChange {
  const total = sum(stats.current, metric)
  const previousTotal = sum(stats.previous, metric)
  const change = total - previousTotal
  const nothingBefore = stats.previous.length === 0 || previousTotal === 0
  const percent = nothingBefore ? null : (change / previousTotal) * 100
  const trend: Trend = change === 0 && stats.previous.length > 0 ? 'flat' : nothingBefore ? 'new' : change > 0 ? 'up' : 'down'
  return { metric, total, previousTotal, change, percent, trend, text: changeText(trend, percent) }
}

/** Every metric's comparison, in the cards' order. */
export function comparePeriods(stats: CreatorStats): PeriodChange[] {
  return METRICS.map(({ metric }) => comparePeriod(stats, metric))
}

/** The days of one metric for the chart: MM-DD under each bar, oldest first. */
export function metricSeries(stats: CreatorStats, metric: Metric): { label: string; value: number }[] {
  return stats.current.map((d) => ({ label: d.date.slice(5), value: d[metric] }))
}
