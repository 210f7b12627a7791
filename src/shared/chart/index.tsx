import { View } from '@tarojs/components'
import { niceTicks, thinLabels, tickText, xPositions, yFraction } from './scale'
import './index.scss'

export { niceTicks, thinLabels, tickText, xPositions, yFraction } from './scale'

export interface ChartPoint {
  /** Under the bar when there is room (11-24). */
  label: string
  value: number
}

export interface BarChartProps {
  /** What the values count (浏览): the start of what screen readers hear. */
  name: string
  /** Oldest first. */
  points: readonly ChartPoint[]
  /** The plot's height in px, axis labels excluded. */
  height?: number
  /** At most this many x labels (the rest are thinned out). */
  maxLabels?: number
  emptyText?: string
  className?: string
}

/** What a screen reader hears instead of the bars: the period, the total and the best day. */
export function chartSummary(name: string, points: readonly ChartPoint[]): string {
  if (points.length === 0) return `${name}：暂无数据`
  const total = points.reduce((sum, p) => sum + p.value, 0)
  const best = points.reduce((top, p) => (p.value > top.value ? p : top), points[0])
  const period = points.length === 1 ? points[0].label : `${points[0].label} 至 ${points[points.length - 1].label}`
  return `${name}，${period}，共 ${points.length} 天，合计 ${total}，最高 ${best.value}（${best.label}）`
}

const pct = (fraction: number) => `${(fraction * 100).toFixed(3)}%`

/**
 * A bar chart of one series of daily values, drawn with views (design.md §8: no charting
 * library), so it renders alike in H5 and the mini-program and reads as one labelled image.
 */
export function BarChart({ name, points, height = 160, maxLabels = 7, emptyText = '暂无数据', className }: BarChartProps) {
  const cls = className ? `chart ${className}` : 'chart'
  if (points.length === 0) {
    return (
      <View className={`${cls} chart--empty`} style={{ height: `${height}px` }}>
        {emptyText}
      </View>
    )
  }
  const ticks = niceTicks(Math.max(...points.map((p) => p.value)))
  const top = ticks[ticks.length - 1]
  const xs = xPositions(points.length)
  // A bar fills 60% of its band, so neighbours never touch; the style caps it for 7 wide bands.
  const barWidth = pct(0.6 / points.length)
  return (
    <View className={cls} role='img' aria-label={chartSummary(name, points)}>
      <View className='chart__plot' style={{ height: `${height}px` }}>
        {ticks.map((t) => (
          <View key={t} className='chart__tick' style={{ bottom: pct(yFraction(t, top)) }}>
            <View className='chart__tick-text'>{tickText(t)}</View>
          </View>
        ))}
        {points.map((p, i) => (
          <View
            key={i}
            className='chart__bar'
            style={{ left: pct(xs[i]), width: barWidth, height: pct(yFraction(p.value, top)) }}
          />
        ))}
      </View>
      <View className='chart__x'>
        {thinLabels(points.length, maxLabels).map((i) => (
          <View key={i} className='chart__x-text' style={{ left: pct(xs[i]) }}>
            {points[i].label}
          </View>
        ))}
      </View>
    </View>
  )
}
