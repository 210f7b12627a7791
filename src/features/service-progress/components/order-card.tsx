import type { ServiceOrderSummary } from '@api/service-order'
import { Text } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { CardHead, TappableCard } from '@/shared/card'
import { StatusTag } from '@/shared/status-tag'
import { formatDateTime } from '@/utils'
import './panel.scss'

/** One order in my list: its car, dealer and service, the step it is at, and when to collect it. */
export function OrderCard({ order }: { order: ServiceOrderSummary }) {
  const open = order.status === 1
  return (
    <TappableCard className='service-card' label={`${order.plateNo} ${order.currentStepName}`} onTap={() => void openPage(paths.serviceProgress(order.id))}>
      <CardHead title={order.plateNo}>
        <StatusTag tone={open ? 'info' : 'muted'}>{order.currentStepName}</StatusTag>
      </CardHead>
      <Text className='service-line service-line--main'>{order.modelName} · {order.serviceType}</Text>
      <Text className='service-line service-line--main'>{order.dealerName}</Text>
      <Text className='service-line'>工单号 {order.orderNo}</Text>
      <Text className='service-line'>接车时间 {formatDateTime(order.receivedAt)}</Text>
      {open && order.estimatedPickupAt && <Text className='service-line'>预计取车 {formatDateTime(order.estimatedPickupAt)}</Text>}
    </TappableCard>
  )
}
