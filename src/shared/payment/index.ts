import type { H5PayTicket } from '@api/mall'
import { getNativeBridge } from '@/core/bridge'
import { fetchFrontConfig } from '@/core/tenant'
import { chooseAction } from '@/shared/action-sheet'
import { payContext } from './context'
import type { PaymentOutcome, PaymentRequest } from './types'
import { payInWechat } from './wechat-jsapi'

export type { PaymentOutcome, PaymentRequest, PaymentTicket } from './types'
export { takeOAuthCode } from './oauth-return'

// H5 payment, one entry for every context (context.ts decides which, once): the brand app's native
// pay call, WeChat Pay JSAPI in WeChat's browser, WeChat Pay H5 in another browser. The
// development tenant alone also offers the marked development step there. The mini-program build
// takes index.weapp.ts (wx.requestPayment).

const FAILED = '支付失败，请稍后重试'
const absolute = (path: string) => `${window.location.origin}${path}`

/** The ticket of the channel asked for; another shape is the server's mistake, not the user's. */
function ticketOf<C extends H5PayTicket['channel']>(ticket: H5PayTicket, channel: C): Extract<H5PayTicket, { channel: C }> {
  if (ticket.channel !== channel) throw new Error(FAILED)
  return ticket as Extract<H5PayTicket, { channel: C }>
}

async function inApp(req: PaymentRequest): Promise<PaymentOutcome> {
  const ticket = ticketOf(await req.h5Ticket('app'), 'app')
  if (!('params' in ticket)) throw new Error(FAILED)
  const answer = await getNativeBridge()!.pay!(ticket.params)
  if (answer === 'ok') return 'paid'
  if (answer === 'cancel') return 'cancelled'
  throw new Error(FAILED)
}

async function inWechat(req: PaymentRequest): Promise<PaymentOutcome> {
  const ticket = ticketOf(await req.h5Ticket('jsapi', absolute(req.oauthPath)), 'jsapi')
  // The server has no openid for this user yet: WeChat's OAuth first, which comes back to the
  // order's detail with a code, and the payment goes on there.
  if ('authorizeUrl' in ticket) {
    window.location.assign(ticket.authorizeUrl)
    return 'left'
  }
  return payInWechat(ticket.params)
}

const isDevTenant = () => fetchFrontConfig().then((config) => config.env === 'dev', () => false)

async function inBrowser(req: PaymentRequest): Promise<PaymentOutcome> {
  if (await isDevTenant()) {
    const pick = await chooseAction(['微信支付', `模拟支付 ${req.amountText}（开发环境，不扣款）`])
    if (pick === null) return 'cancelled'
    if (pick === 1) {
      await req.devPay()
      return 'paid'
    }
  }
  const ticket = ticketOf(await req.h5Ticket('mweb', absolute(req.resultPath)), 'mweb')
  if (!('mwebUrl' in ticket)) throw new Error(FAILED)
  window.location.assign(ticket.mwebUrl)
  return 'left'
}

export function requestPayment(req: PaymentRequest): Promise<PaymentOutcome> {
  const context = payContext()
  if (context === 'app') return inApp(req)
  if (context === 'wechat') return inWechat(req)
  return inBrowser(req)
}
