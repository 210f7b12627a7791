import Taro from '@tarojs/taro'
import type { PaymentOutcome, PaymentRequest } from './types'

export type { PaymentOutcome, PaymentRequest, PaymentTicket } from './types'

/** WeChat's OAuth never opens a mini-program page: there is no code to take. */
export const takeOAuthCode = (): string | null => null

/**
 * Mini-program: WeChat Pay with the parameters the server signed. The user closing WeChat's
 * sheet is 'cancelled' (no error); any other failure throws with WeChat's message.
 */
export async function requestPayment({ ticket }: PaymentRequest): Promise<PaymentOutcome> {
  const { timeStamp, nonceStr, package: pkg, signType, paySign } = await ticket()
  try {
    await Taro.requestPayment({ timeStamp, nonceStr, package: pkg, signType, paySign })
    return 'paid'
  } catch (error) {
    if (/cancel/i.test((error as { errMsg?: string } | undefined)?.errMsg ?? '')) return 'cancelled'
    throw error
  }
}
