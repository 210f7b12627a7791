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
  /** H5: the development payment, after the user confirmed the marked step. */
  devPay: () => Promise<unknown>
}

/** paid: the payment went through; cancelled: the user stopped it (no error, the order waits). */
export type PaymentOutcome = 'paid' | 'cancelled'
