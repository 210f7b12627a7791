import type { ServiceOrderSummary } from '@api/service-order'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { formatDateTime } from '@/utils'
import './panel.scss'
import './order-card.scss'

/** One order in my list: its car, dealer and service, the step it is at, and when to collect it. */
export function OrderCard({ order }: { order: ServiceOrderSummary }) {
  const open = order.status === 1
  return (
    <View className='service-panel service-card' role='link' aria-label={`${order.plateNo} ${order.currentStepName}`} onClick={() => void openPage(paths.serviceProgress(order.id))}>
      <View className='service-card__head'>
        <Text className='service-card__plate'>{order.plateNo}</Text>
        <Text className={`service-card__step${open ? ' service-card__step--open' : ''}`}>{order.currentStepName}</Text>
      </View>
      <Text className='service-line service-line--main'>{order.modelName} · {order.serviceType}</Text>
      <Text className='service-line service-line--main'>{order.dealerName}</Text>
      <Text className='service-line'>工单号 {order.orderNo}</Text>
      <Text className='service-line'>接车时间 {formatDateTime(order.receivedAt)}</Text>
      {open && order.estimatedPickupAt && <Text className='service-line'>预计取车 {formatDateTime(order.estimatedPickupAt)}</Text>}
    </View>
  )
}
