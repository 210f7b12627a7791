import type { Order } from '@api/mall'
import { afterWrite } from '@/core/query'
import { requestPayment, type PaymentOutcome } from '@/shared/payment'
import { paths } from '@/routes'
import { yuanText } from '@/utils/money'
import { POINTS_CHANGED } from '@/entities/points'
import { devPayOrder, getH5PayTicket, getOrder, getPayTicket } from '../api'
import { ORDERS_CHANGED } from '../keys'

/** WeChat tells the server a little after the sheet closes: the order is read this often, this many times. */
const PAID_POLL_MS = 800
const PAID_POLLS = 8

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Reads the order until it is no longer unpaid (WeChat's notice reached the server), or gives up. */
export async function settled(id: number): Promise<Order> {
  let order = await getOrder(id)
  for (let i = 1; i < PAID_POLLS && order.status === 'unpaid'; i += 1) {
    await pause(PAID_POLL_MS)
    order = await getOrder(id)
  }
  return order
}

export type PayResult = { outcome: PaymentOutcome; order?: Order }

/**
 * Pays an unpaid order's cash: WeChat Pay in the mini-program; in H5 the way the phone's context
 * allows (shared/payment: the app's pay call, WeChat Pay JSAPI, WeChat Pay H5, and the marked
 * development step for the development tenant). A points-only order never gets here: the server
 * settles it at once. Paid, the cart, points, coupons and orders read again; 'left' means H5 went
 * to WeChat, which comes back to the order's detail (OAuth) or the return page (H5 payment).
 */
export async function payOrder(order: Pick<Order, 'id' | 'cash'>): Promise<PayResult> {
  const outcome = await requestPayment({
    amountText: yuanText(order.cash),
    ticket: () => getPayTicket(order.id),
    h5Ticket: (channel, returnUrl) => getH5PayTicket(order.id, { channel, returnUrl }),
    oauthPath: paths.order(order.id),
    resultPath: paths.payResult(order.id),
    devPay: () => devPayOrder(order.id),
  })
  if (outcome !== 'paid') return { outcome }
  return { outcome, order: await afterWrite(settled(order.id), ORDERS_CHANGED, POINTS_CHANGED) }
}
