import type { EvaluationTarget } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { formatDate, formatDateTime } from '@/utils'
import { KIND_LABELS, OCCASION_LABELS } from '../labels'
import './target-card.scss'

/** The headline and the lines under it, by kind. */
function describe(target: EvaluationTarget): { title: string; lines: string[] } {
  switch (target.kind) {
    case 'service':
      return { title: target.serviceType, lines: [`工单号 ${target.orderNo}`, target.dealerName, target.car, `交车时间 ${formatDateTime(target.time)}`] }
    case 'activity':
      return { title: target.name, lines: [`活动时间 ${formatDateTime(target.time)}`, target.address] }
    case 'sales': {
      const occasion = OCCASION_LABELS[target.occasion]
      return { title: `销售顾问 ${target.consultantName}`, lines: [target.dealerName, `${occasion}车型 ${target.car}`, `${occasion}日期 ${formatDate(target.time)}`] }
    }
  }
}

/** The headline of what is evaluated (the service, the activity, the consultant). */
export const targetTitle = (target: EvaluationTarget) => describe(target).title

/** What is being evaluated: the order, the activity or the consultant, with its kind. */
export function TargetCard({ target }: { target: EvaluationTarget }) {
  const { title, lines } = describe(target)
  return (
    <View className='eval-target'>
      {target.kind === 'activity' && <Img className='eval-target__cover' src={target.cover} alt='' mode='aspectFill' />}
      <View className='eval-target__body'>
        <View className='eval-target__head'>
          <StatusTag className='eval-target__kind' tone='info'>
            {KIND_LABELS[target.kind]}
          </StatusTag>
          <Text className='eval-target__title'>{title}</Text>
        </View>
        {lines.map((line) => (
          <Text key={line} className='eval-target__line'>
            {line}
          </Text>
        ))}
      </View>
    </View>
  )
}
