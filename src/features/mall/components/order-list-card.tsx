import type { OrderSummary } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { CardHead, TappableCard } from '@/shared/card'
import { useCountdown } from '@/shared/countdown'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { formatClipTime } from '@/utils'
import type { useOrderActions } from '../hooks/use-order-actions'
import { cashPointsText } from '../money'
import { orderExpired, payTimeOver } from '../order/expired'
import { STATUS_TEXT } from '../order/status'
import { DeleteOrderButton, OrderActions } from './order-list-actions'
import { OrderLines } from './order-list-lines'
import './order-list.scss'

export const STATUS_TONE: Record<OrderSummary['status'], StatusTone> = {
  unpaid: 'warning', toShip: 'info', shipped: 'info', completed: 'success', closed: 'muted',
}

/** 剩余 14:59 while an unpaid order waits; at zero the orders read again (the server has closed it). */
export function PayTimeLeft({ deadline, className }: { deadline: string | null; className?: string }) {
  const left = useCountdown(deadline ?? undefined, orderExpired)
  return <Text className={`order-time-left${className ? ` ${className}` : ''}`}>{left.running ? `剩余 ${formatClipTime(left.totalSeconds)}` : '已超时'}</Text>
}

const count = (order: OrderSummary) => order.lines.reduce((n, l) => n + l.quantity, 0)

/** One order on the list: number, status, goods, what it cost, the time left to pay, its buttons. */
export function OrderCard({ order, actions }: { order: OrderSummary; actions: ReturnType<typeof useOrderActions> }) {
  const unpaid = order.status === 'unpaid'
  const expired = payTimeOver(order)
  return (
    <TappableCard
      className='order-card'
      label={`订单 ${order.orderNo} ${STATUS_TEXT[order.status]}`}
      onTap={() => void openPage(paths.order(order.id))}
      footer={
        <OrderActions
          order={order}
          actions={actions}
          expired={expired}
          // Only a closed order is done with; the server refuses deleting any other.
          lead={order.status === 'closed' && <DeleteOrderButton order={order} disabled={!actions.idle} />}
        />
      }
    >
      <CardHead title={<Text className='order-card__no'>订单号 {order.orderNo}</Text>}>
        <StatusTag tone={STATUS_TONE[order.status]} className='order-card__status'>
          {STATUS_TEXT[order.status]}
        </StatusTag>
      </CardHead>
      <OrderLines lines={order.lines} />
      <View className='order-card__total'>
        {unpaid && <PayTimeLeft deadline={order.payDeadline} />}
        <Text className='order-card__sum'>
          共 {count(order)} 件 合计 <Text className='order-card__amount'>{cashPointsText(order)}</Text>
        </Text>
      </View>
    </TappableCard>
  )
}
