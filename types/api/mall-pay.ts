// Paying an order's cash in H5 (domain `mall`): the context is decided once on the phone
// (src/shared/payment/context.ts) and the server signs for that channel: WeChat Pay JSAPI inside
// WeChat's browser (after the OAuth step that gives the server the user's openid), WeChat Pay H5
// (MWEB: a redirect to WeChat, then back to the app's return page) in another browser, or the
// brand app's native pay call in its web view. The mini-program keeps PayTicket (mall-order.ts).
// The dev API server plays WeChat's OAuth page and pay page, marked as development.
import { Type, type Static } from '@sinclair/typebox'
import { WechatPaySignSchema } from './mall-order'

export const H5PayChannelSchema = Type.Union([Type.Literal('jsapi'), Type.Literal('mweb'), Type.Literal('app')])
export type H5PayChannel = Static<typeof H5PayChannelSchema>

const WebUrl = Type.String({ pattern: '^https?://\\S+$', maxLength: 500, errorMessage: '返回地址应为 http(s) 地址' })

export const H5PayBodySchema = Type.Object({
  channel: H5PayChannelSchema,
  /** jsapi: where WeChat's OAuth comes back to; mweb: the return page WeChat sends the user to. */
  returnUrl: Type.Optional(WebUrl),
})
export type H5PayBody = Static<typeof H5PayBodySchema>

/** What WeixinJSBridge's getBrandWCPayRequest takes, as the server signs it. */
export const JsapiParamsSchema = Type.Composite([Type.Object({ appId: Type.String() }), WechatPaySignSchema])
export type JsapiParams = Static<typeof JsapiParamsSchema>

/** What the brand app's native pay call takes (WeChat Pay's app payment). */
export const AppPayParamsSchema = Type.Object({
  appId: Type.String(),
  partnerId: Type.String(),
  prepayId: Type.String(),
  nonceStr: Type.String(),
  timeStamp: Type.String(),
  package: Type.Literal('Sign=WXPay'),
  sign: Type.String(),
})
export type AppPayParams = Static<typeof AppPayParamsSchema>

export const H5PayTicketSchema = Type.Union([
  /** WeChat's browser, the user's openid unknown yet: open this first (it comes back to returnUrl with a code). */
  Type.Object({ channel: Type.Literal('jsapi'), authorizeUrl: Type.String() }),
  Type.Object({ channel: Type.Literal('jsapi'), params: JsapiParamsSchema }),
  /** Open this; WeChat comes back to the return page. */
  Type.Object({ channel: Type.Literal('mweb'), mwebUrl: Type.String() }),
  Type.Object({ channel: Type.Literal('app'), params: AppPayParamsSchema }),
])
export type H5PayTicket = Static<typeof H5PayTicketSchema>

/** The code WeChat's OAuth page gave back (snsapi_base: the user sees nothing). */
export const OpenIdBodySchema = Type.Object({
  code: Type.String({ pattern: '^[0-9A-Za-z_-]{8,128}$', errorMessage: '微信授权码无效，请重新支付' }),
})
export type OpenIdBody = Static<typeof OpenIdBodySchema>
