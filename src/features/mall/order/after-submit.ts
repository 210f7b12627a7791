import type { Order } from '@api/mall'
import { redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import { toast } from '@/shared/toast'
import { toastPaid } from './paid-toast'
import { payOrder } from './pay'

/**
 * What follows a created order: a points-only one is settled already (兑换成功); one with cash is
 * paid at once. Whatever the payment's end (paid, closed sheet, failure), the order's detail
 * takes the confirm page's place, so back never returns to a used confirm page; an unpaid
 * order shows its countdown and 去支付 there.
 */
export async function afterSubmit(order: Pick<Order, 'id' | 'cash'>): Promise<void> {
  const detail = paths.order(order.id)
  if (order.cash === 0) {
    toast('兑换成功', 'success')
    await redirectTo(detail)
    return
  }
  try {
    const { outcome, order: after } = await payOrder(order)
    // H5 went to WeChat, which brings the user back to the order (or the return page) by itself.
    if (outcome === 'left') return
    if (outcome === 'cancelled') toast('已取消支付，可在订单详情中继续支付', 'none')
    else toastPaid(after)
  } catch {
    toast('支付未完成，可在订单详情中继续支付')
  }
  await redirectTo(detail)
}
