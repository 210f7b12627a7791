import type { OrderSummary } from '@api/mall'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { ACTION_TEXT, type useOrderActions } from '../hooks/use-order-actions'
import { orderActions } from '../order/status'
import './order-list.scss'

export interface OrderActionsProps {
  order: Pick<OrderSummary, 'id' | 'status' | 'cash' | 'lines'>
  actions: ReturnType<typeof useOrderActions>
  /** An unpaid order whose time ran out offers no payment (the server closes it). */
  expired?: boolean
  className?: string
}

/** What the buyer may do with the order now (orderActions), the main one last and filled. */
export function OrderActions({ order, actions, expired, className }: OrderActionsProps) {
  const shown = orderActions(order.status).filter((a) => !(expired && a === 'pay'))
  if (!shown.length) return null
  return (
    <View className={`order-actions${className ? ` ${className}` : ''}`}>
      {shown.map((action, i) => (
        <Button
          key={action}
          className={`order-actions__button order-actions__button--${action}${i === shown.length - 1 ? ' order-actions__button--main' : ''}`}
          loading={actions.busy(order, action)}
          disabled={!actions.idle && !actions.busy(order, action)}
          onClick={() => void actions.run(order, action)}
        >
          {ACTION_TEXT[action]}
        </Button>
      ))}
    </View>
  )
}
