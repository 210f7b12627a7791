import type { ReactNode } from 'react'
import type { Order, OrderSummary } from '@api/mall'
import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { confirmDestructive } from '@/shared/confirm'
import { useWrite } from '@/shared/use-write'
import { deleteOrder } from '../api'
import { ACTION_TEXT, type useOrderActions } from '../hooks/use-order-actions'
import { orderActions } from '../order/status'
import './order-list.scss'

export interface OrderActionsProps {
  /** The detail's whole order carries its coupon, which the refund's confirmation names. */
  order: Pick<OrderSummary, 'id' | 'status' | 'cash' | 'points' | 'lines'> & Partial<Pick<Order, 'coupon'>>
  actions: ReturnType<typeof useOrderActions>
  /** An unpaid order whose time ran out offers no payment (the server closes it). */
  expired?: boolean
  className?: string
  /** Shown before the status's own buttons, on the left (the list's 删除订单). */
  lead?: ReactNode
}

/** What the buyer may do with the order now (orderActions), the main one last and filled. */
export function OrderActions({ order, actions, expired, className, lead }: OrderActionsProps) {
  const shown = orderActions(order.status).filter((a) => !(expired && a === 'pay'))
  if (!shown.length && !lead) return null
  return (
    <View className={`order-actions${className ? ` ${className}` : ''}`}>
      {lead}
      {shown.map((action, i) => {
        // The main one is outlined in the mall's red, the others in grey.
        const main = i === shown.length - 1
        return (
          <Button
            key={action}
            className={`order-actions__button order-actions__button--${action}`}
            variant='secondary'
            size='s'
            tone={main ? 'mall' : 'neutral'}
            loading={actions.busy(order, action)}
            disabled={!actions.idle && !actions.busy(order, action)}
            onClick={() => void actions.run(order, action)}
          >
            {ACTION_TEXT[action]}
          </Button>
        )
      })}
    </View>
  )
}

/**
 * 删除订单 of a closed order, after a confirmation: the server hides it from the lists and its
 * detail, and the write marks the orders, so the list reads again without it.
 */
export function DeleteOrderButton({ order, disabled }: { order: Pick<OrderSummary, 'id' | 'orderNo'>; disabled?: boolean }) {
  const remove = useWrite(deleteOrder, { done: '订单已删除' })
  const ask = async () => {
    const yes = await confirmDestructive({ title: '删除订单', content: '删除后订单将不再显示，且无法恢复。确定删除吗？', confirmText: '删除' })
    if (yes) await remove.run(order.id)
  }
  return (
    <Button
      className='order-actions__button order-actions__button--delete'
      variant='secondary'
      size='s'
      tone='neutral'
      loading={remove.busy}
      disabled={disabled && !remove.busy}
      aria-label={`删除订单 ${order.orderNo}`}
      onClick={() => void ask()}
    >
      删除订单
    </Button>
  )
}
