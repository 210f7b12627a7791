import { confirmAction } from '@/shared/confirm'
import type { PaymentOutcome, PaymentRequest } from './types'

export type { PaymentOutcome, PaymentRequest, PaymentTicket } from './types'

/**
 * H5: a browser has no WeChat Pay here, so paying is a development step, marked as one (no
 * money moves); the mini-program build takes index.weapp.ts (wx.requestPayment).
 */
export async function requestPayment({ amountText, devPay }: PaymentRequest): Promise<PaymentOutcome> {
  const go = await confirmAction({
    title: '开发环境模拟支付',
    content: `模拟支付 ${amountText}，不会产生真实扣款。正式环境请在微信小程序内使用微信支付。`,
    confirmText: '确认支付',
  })
  if (!go) return 'cancelled'
  await devPay()
  return 'paid'
}
