import { View } from '@tarojs/components'
import { activation } from '@/shared/card/activation'
import { METRICS, type Metric, type PeriodChange } from '../stats'
import './period-totals.scss'

interface Props {
  changes: readonly PeriodChange[]
  /** The metric the chart below shows. */
  metric: Metric
  onPick: (metric: Metric) => void
}

const labelOf = (metric: Metric) => METRICS.find((m) => m.metric === metric)!.label

/** The period's four totals with their change; a tap on one charts it below. */
export function PeriodTotals({ changes, metric, onPick }: Props) {
  return (
    <View className='creator-totals'>
      {changes.map((c) => {
        const pick = () => onPick(c.metric)
        return (
          <div
            key={c.metric}
            className={`creator-total${c.metric === metric ? ' creator-total--on' : ''}`}
            role='button'
            aria-pressed={c.metric === metric}
            aria-label={`${labelOf(c.metric)} ${c.total}，${c.text}`}
            onClick={pick}
            {...activation(pick)}
          >
            <View className='creator-total__label'>{labelOf(c.metric)}</View>
            <View className='creator-total__value'>{c.total}</View>
            <View className={`creator-total__change creator-total__change--${c.trend}`}>{c.text}</View>
          </div>
        )
      })}
    </View>
  )
}
