import type { OtherCarActivity, OtherCarActivityKind } from '@api/other-car'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { formatDate } from '@/utils'
import { Img } from '@/shared/img'
import './activity-card.scss'

export const KIND_LABELS: Record<OtherCarActivityKind, string> = {
  'trade-in': '置换补贴',
  'owner-event': '车主活动',
}

/** An activity open to owners of other brands; a tap opens its page, where one registers. */
export function ActivityCard({ activity: a }: { activity: OtherCarActivity }) {
  return (
    <View className='oc-activity' role='link' aria-label={`${KIND_LABELS[a.kind]}：${a.title}`} onClick={() => void openPage(paths.activityDetail(a.hash))}>
      <Img className='oc-activity__cover' src={a.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='oc-activity__body'>
        <View className='oc-activity__head'>
          <Text className={`oc-activity__kind oc-activity__kind--${a.kind}`}>{KIND_LABELS[a.kind]}</Text>
          <Text className='oc-activity__title'>{a.title}</Text>
        </View>
        <Text className='oc-activity__benefit'>{a.benefit}</Text>
        <Text className='oc-activity__requirement'>参加条件：{a.requirement}</Text>
        <View className='oc-activity__foot'>
          <Text className='oc-activity__deadline'>报名截止 {formatDate(a.deadline)}</Text>
          <Text className='oc-activity__more'>查看详情 ›</Text>
        </View>
      </View>
    </View>
  )
}
