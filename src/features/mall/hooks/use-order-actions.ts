import type { Order, OrderSummary } from '@api/mall'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { confirmAction, confirmDestructive } from '@/shared/confirm'
import { useSubscribe } from '@/shared/subscribe'
import { toast } from '@/shared/toast'
import { useWrite, type Write } from '@/shared/use-write'
import { cancelOrder, receiveOrder } from '../api'
import { buyAgain } from '../order/buy-again'
import { toastPaid } from '../order/paid-toast'
import { payOrder } from '../order/pay'
import { refundConfirmText, refundOnCancel } from '../order/refund'
import type { OrderAction } from '../order/status'

/** The detail passes the whole order, whose coupon the refund's confirmation names; a list card has none. */
type Acted = Pick<OrderSummary, 'id' | 'cash' | 'lines'> & Partial<Pick<Order, 'status' | 'points' | 'coupon'>>

/** What the user confirms before the action runs (nothing: it runs at once). */
const ASK: Partial<Record<OrderAction, (order: Acted) => Promise<boolean>>> = {
  cancel: (order) =>
    confirmDestructive({
      title: '取消订单',
      // A paid order is refunded at once: say what comes back before the user says yes.
      content: paidCancel(order)
        ? refundConfirmText({ points: order.points ?? 0, cash: order.cash, coupon: order.coupon }, Date.now())
        : '取消后订单将关闭，已用的积分和优惠券会退回。确定取消吗？',
      confirmText: '确定取消',
      cancelText: '再想想',
    }),
  receive: () => confirmAction({ title: '确认收货', content: '请确认已收到全部商品，确认后订单完成。', confirmText: '确认收货' }),
}

const paidCancel = (order: Acted) => !!order.status && refundOnCancel(order.status)

const names = (refused: string[]) => refused.map((n) => `「${n}」`).join('')

export const ACTION_TEXT: Record<OrderAction, string> = { pay: '去支付', cancel: '取消订单', receive: '确认收货', buyAgain: '再次购买' }

/**
 * The buttons of an order, on the list and on its detail: one at a time, the one running shows
 * it. Each write marks the orders (and cart, coupons, points) changed in the api, so the list
 * and the detail read again by themselves. A failed write has been toasted by the request layer.
 */
export function useOrderActions() {
  // The tap on 去支付 asks WeChat for the order's shipping message first (the mini-program only):
  // its panel is answered before the pay sheet opens, so the two never stand over each other.
  const subscribe = useSubscribe('orderPaid')
  const pay = useWrite((order: Acted) => subscribe(Promise.resolve(order), order.id).then(payOrder), {
    onDone: ({ outcome, order }) => {
      // 'left': H5 went to WeChat's page, which comes back by itself.
      if (outcome === 'cancelled') toast('已取消支付，订单将在超时后自动关闭')
      else if (outcome === 'paid') toastPaid(order)
    },
  })
  const cancel = useWrite((order: Acted) => cancelOrder(order.id), {
    onDone: (closed) => toast(closed.refund ? '已取消，退款已原路退回' : '已取消，积分和优惠券已退回'),
  })
  const receive = useWrite((order: Acted) => receiveOrder(order.id), { done: '已确认收货' })
  const again = useWrite((order: Acted) => buyAgain(order.lines), {
    onDone: async (refused, order) => {
      if (refused.length === order.lines.length) return toast(`${names(refused)}暂时无法购买`)
      if (refused.length) toast(`${names(refused)}暂时无法购买，其余已加入购物车`)
      await openPage(paths.cart())
    },
  })
  const writes: Record<OrderAction, Write<[Acted], unknown>> = { pay, cancel, receive, buyAgain: again }
  const idle = !Object.values(writes).some((w) => w.busy)

  const run = async (order: Acted, action: OrderAction) => {
    if (!idle) return
    const ask = ASK[action]
    if (ask && !(await ask(order))) return
    await writes[action].run(order)
  }
  const busy = (order: Pick<OrderSummary, 'id'>, action: OrderAction) => writes[action].pending?.[0].id === order.id
  return { run, busy, idle }
}
