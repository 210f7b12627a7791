import { useState } from 'react'
import type { OrderSummary } from '@api/mall'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { confirmAction, confirmDestructive } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { cancelOrder, receiveOrder } from '../api'
import { buyAgain } from '../order/buy-again'
import { toastPaid } from '../order/paid-toast'
import { payOrder } from '../order/pay'
import type { OrderAction } from '../order/status'

type Acted = Pick<OrderSummary, 'id' | 'cash' | 'lines'>

async function pay(order: Acted) {
  const { outcome, order: after } = await payOrder(order)
  if (outcome === 'cancelled') return toast('已取消支付，订单将在超时后自动关闭')
  toastPaid(after)
}

async function cancel(order: Acted) {
  const yes = await confirmDestructive({ title: '取消订单', content: '取消后订单将关闭，已用的积分和优惠券会退回。确定取消吗？', confirmText: '确定取消', cancelText: '再想想' })
  if (!yes) return
  await cancelOrder(order.id)
  toast('已取消，积分和优惠券已退回')
}

async function receive(order: Acted) {
  const yes = await confirmAction({ title: '确认收货', content: '请确认已收到全部商品，确认后订单完成。', confirmText: '确认收货' })
  if (!yes) return
  await receiveOrder(order.id)
  toast('已确认收货', 'success')
}

async function again(order: Acted) {
  const refused = await buyAgain(order.lines)
  if (refused.length === order.lines.length) return toast(`${refused.map((n) => `「${n}」`).join('')}暂时无法购买`)
  if (refused.length) toast(`${refused.map((n) => `「${n}」`).join('')}暂时无法购买，其余已加入购物车`)
  await openPage(paths.cart())
}

const RUN: Record<OrderAction, (order: Acted) => Promise<unknown>> = { pay, cancel, receive, buyAgain: again }

export const ACTION_TEXT: Record<OrderAction, string> = { pay: '去支付', cancel: '取消订单', receive: '确认收货', buyAgain: '再次购买' }

/**
 * The buttons of an order, on the list and on its detail: one at a time, the one running shows
 * it. Each write marks the orders (and cart, coupons, points) changed in the api, so the list
 * and the detail read again by themselves. A failed write has been toasted by the request layer.
 */
export function useOrderActions() {
  const [running, setRunning] = useState<string>()
  const run = async (order: Acted, action: OrderAction) => {
    if (running) return
    setRunning(`${order.id}:${action}`)
    try {
      await RUN[action](order)
    } catch {
      // The request layer said why; the order stays as it was.
    } finally {
      setRunning(undefined)
    }
  }
  const busy = (order: Pick<OrderSummary, 'id'>, action: OrderAction) => running === `${order.id}:${action}`
  return { run, busy, idle: running === undefined }
}
