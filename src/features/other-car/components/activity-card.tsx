import type { OtherCarActivity, OtherCarActivityKind } from '@api/other-car'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { formatDate } from '@/utils'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import './activity-card.scss'

export const KIND_LABELS: Record<OtherCarActivityKind, string> = {
  'trade-in': '置换补贴',
  'owner-event': '车主活动',
}

/** An activity open to owners of other brands; a tap opens its page, where one registers. */
export function ActivityCard({ activity: a }: { activity: OtherCarActivity }) {
  return (
    <TappableCard className='oc-activity' flush label={`${KIND_LABELS[a.kind]}：${a.title}`} onTap={() => void openPage(paths.activityDetail(a.hash))}>
      <Img className='oc-activity__cover' src={a.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='oc-activity__body'>
        <View className='oc-activity__head'>
          <StatusTag className='oc-activity__kind' tone={a.kind === 'trade-in' ? 'accent' : 'info'}>
            {KIND_LABELS[a.kind]}
          </StatusTag>
          <Text className='oc-activity__title'>{a.title}</Text>
        </View>
        <Text className='oc-activity__benefit'>{a.benefit}</Text>
        <Text className='oc-activity__requirement'>参加条件：{a.requirement}</Text>
        <View className='oc-activity__foot'>
          <Text className='oc-activity__deadline'>报名截止 {formatDate(a.deadline)}</Text>
          <Text className='oc-activity__more'>查看详情 ›</Text>
        </View>
      </View>
    </TappableCard>
  )
}
