import type { Order } from '@api/mall'
import { toast } from '@/shared/toast'

/** Says a payment went through; when WeChat's notice has not reached the server yet, that it is being confirmed. */
export function toastPaid(order: Pick<Order, 'status'> | undefined): void {
  if (order?.status === 'unpaid') toast('支付结果确认中，请稍后刷新')
  else toast('支付成功', 'success')
}
