import type { H5PayChannel, H5PayTicket } from '@api/mall'

/** What wx.requestPayment takes, as the server signs it. */
export interface PaymentTicket {
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

export interface PaymentRequest {
  /** The amount in words for the development step ('¥268.00'). */
  amountText: string
  /** The mini-program: the server's WeChat Pay parameters for this order. */
  ticket: () => Promise<PaymentTicket>
  /** H5: the server's parameters for the channel of this phone's context; `returnUrl` is absolute. */
  h5Ticket: (channel: H5PayChannel, returnUrl?: string) => Promise<H5PayTicket>
  /** H5: the app path WeChat's OAuth comes back to, where the payment goes on (the order's detail). */
  oauthPath: string
  /** H5: the app path WeChat's H5 payment comes back to (the return page that reads the order's state). */
  resultPath: string
  /** H5, development tenant only: the marked development payment (no money moves). */
  devPay: () => Promise<unknown>
}

/**
 * paid: the payment went through; cancelled: the user stopped it (no error, the order waits);
 * left: H5 went to WeChat (its OAuth or pay page), which comes back to the app's page by itself.
 */
export type PaymentOutcome = 'paid' | 'cancelled' | 'left'
