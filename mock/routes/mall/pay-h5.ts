// Paying an order's cash in H5 (types/api/mall-pay.ts): the server signs for the channel the
// phone decided on. JSAPI (WeChat's browser) needs the user's openid, which WeChat's OAuth gives:
// without one the answer is the authorize URL, whose code comes back to POST /pay/wechat/openid.
// MWEB (another browser) answers WeChat's pay page with the return page appended; the app's web
// view gets the native pay call's parameters. On this dev server WeChat's OAuth and pay pages are
// its own development stand-ins (mock/admin/wechat-dev.ts); the payment lands through WeChat's
// notification (/__admin/wechat-pay/notify), as the mini-program's does.
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { OrderIdParamsSchema } from '../../../types/api/mall'
import { H5PayBodySchema, H5PayTicketSchema, OpenIdBodySchema, type H5PayTicket } from '../../../types/api/mall-pay'
import { STATUS_TEXT } from '../../../src/features/mall/order/status'
import { badRequest, conflict } from '../../core/api-error'
import { defineRoute } from '../../core/route'
import type { OrderRow } from '../../seed/orders'
import type { Db } from '../../state/db'
import { me } from '../lookup'
import { ownOrder } from './order-book'

/** The brand's WeChat Pay merchant app id and merchant id on the dev server. */
export const DEV_WECHAT_APPID = 'wx8d0c2a1f5b3e7d90'
const DEV_MCH_ID = '1900000109'

const token = () => randomBytes(16).toString('hex')
const sign = () => randomBytes(48).toString('base64')

/** My unpaid order that has cash to pay; a refusal names why. */
export function payableOrder(db: Db, accountId: number | null, id: number): OrderRow {
  const row = ownOrder(db, me(db, accountId).accountId, id)
  if (row.status !== 'unpaid') throw conflict(`订单状态已变化，当前为「${STATUS_TEXT[row.status]}」`)
  if (row.cash === 0) throw conflict('该订单无需支付现金')
  return row
}

/** The openid WeChat gives this dev server for an account: one per person, as WeChat's is per user and app. */
const devOpenId = (accountId: number) => `odev_${String(accountId).padStart(8, '0')}`

export const payH5Routes = [
  defineRoute({
    area: 'mall', method: 'POST', path: '/api/v1/app/orders/:id/pay/h5',
    summary: 'H5 支付参数：微信内 JSAPI（未授权时先给 OAuth 地址）、其他浏览器微信 H5 支付（跳转地址）、App 内原生支付',
    auth: 'required', spec: false, params: OrderIdParamsSchema, body: H5PayBodySchema, response: H5PayTicketSchema,
    sample: { params: { id: 3001 }, body: { channel: 'mweb', returnUrl: 'http://127.0.0.1:10086/package-mall/pages/pay-result/index?orderId=3001' } },
    handler: ({ db, params, body, accountId, now, origin }): H5PayTicket => {
      const row = payableOrder(db, accountId, params.id)
      const who = row.accountId
      if (body.channel !== 'app' && !body.returnUrl) throw badRequest('缺少返回地址')
      const back = encodeURIComponent(body.returnUrl ?? '')
      if (body.channel === 'jsapi' && !db.wechatOpenIds[who]) {
        // snsapi_base: WeChat asks nothing and comes straight back with a code.
        return {
          channel: 'jsapi',
          authorizeUrl: `${origin}/__admin/wechat/oauth2/authorize?appid=${DEV_WECHAT_APPID}&redirect_uri=${back}&response_type=code&scope=snsapi_base&state=pay#wechat_redirect`,
        }
      }
      row.prepayId = `wx${token()}`
      const timeStamp = String(Math.floor(now / 1000))
      if (body.channel === 'jsapi') {
        return { channel: 'jsapi', params: { appId: DEV_WECHAT_APPID, timeStamp, nonceStr: token(), package: `prepay_id=${row.prepayId}`, signType: 'RSA', paySign: sign() } }
      }
      if (body.channel === 'app') {
        return { channel: 'app', params: { appId: DEV_WECHAT_APPID, partnerId: DEV_MCH_ID, prepayId: row.prepayId, nonceStr: token(), timeStamp, package: 'Sign=WXPay', sign: sign() } }
      }
      return { channel: 'mweb', mwebUrl: `${origin}/__admin/wechat-pay/mweb?prepay_id=${row.prepayId}&redirect_url=${back}` }
    },
  }),
  defineRoute({
    area: 'mall', method: 'POST', path: '/api/v1/app/pay/wechat/openid',
    summary: '微信 OAuth 回跳：用授权码换取并记住用户的 openid（之后 JSAPI 支付不再授权）',
    auth: 'required', spec: false, body: OpenIdBodySchema, response: Type.Object({ bound: Type.Boolean() }),
    sample: { body: { code: 'devcode_0123456789abcdef' } },
    handler: ({ db, body, accountId }) => {
      // The dev OAuth page issues devcode_…; a real server asks WeChat for the code's openid.
      if (!body.code.startsWith('devcode_')) throw badRequest('微信授权码无效，请重新支付')
      const who = me(db, accountId).accountId
      db.wechatOpenIds[who] = devOpenId(who)
      return { bound: true }
    },
  }),
]
