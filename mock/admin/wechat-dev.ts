// WeChat's own pages, played by the dev API server and marked as development on the page: the
// OAuth authorize page (snsapi_base: it asks nothing and goes straight back with a code) and WeChat
// Pay's H5 (MWEB) page, where 确认支付 sends WeChat's payment notification and both buttons go
// back to the merchant's return page. Only the dev API server has them; a real server's URLs
// point at open.weixin.qq.com and wx.tenpay.com.
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { badRequest } from '../core/api-error'
import { defineRoute } from '../core/route'

const admin = { area: 'admin', auth: 'none', spec: false, answer: 'html', response: Type.String() } as const

const WebUrl = Type.String({ pattern: '^https?://\\S+$', maxLength: 500, errorMessage: '回跳地址应为 http(s) 地址' })

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A page of WeChat's look, with the development mark on top. */
function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;background:#ededed;color:#111}
.dev{background:#fff3cd;color:#7a5a00;font-size:13px;padding:8px 16px;text-align:center}
main{padding:32px 20px;text-align:center}
.amount{font-size:36px;font-weight:600;margin:12px 0 4px}
.muted{color:#888;font-size:14px}
button,a.button{display:block;width:100%;box-sizing:border-box;margin-top:16px;padding:12px;border-radius:8px;border:0;font-size:17px;text-decoration:none}
.pay{background:#07c160;color:#fff}.cancel{background:#fff;color:#111}
</style></head><body><div class="dev">开发环境模拟页面，不会产生真实扣款或授权</div><main>${body}</main>${script}</body></html>`
}

export const wechatDevRoutes = [
  defineRoute({
    ...admin, method: 'GET', path: '/__admin/wechat/oauth2/authorize', summary: '开发环境：模拟微信网页授权（snsapi_base，直接带 code 回跳）',
    query: Type.Object({
      appid: Type.String({ minLength: 1 }), redirect_uri: WebUrl,
      response_type: Type.Optional(Type.String()), scope: Type.Optional(Type.String()), state: Type.Optional(Type.String({ maxLength: 128 })),
    }),
    sample: { query: { appid: 'wx8d0c2a1f5b3e7d90', redirect_uri: 'http://127.0.0.1:10086/package-mall/pages/order-detail/index?id=3001', state: 'pay' } },
    handler: ({ query }) => {
      const back = new URL(query.redirect_uri)
      back.searchParams.set('code', `devcode_${randomBytes(12).toString('hex')}`)
      if (query.state) back.searchParams.set('state', query.state)
      const target = JSON.stringify(back.toString())
      return page('微信授权', '<p class="muted">正在返回…</p>', `<script>location.replace(${target})</script>`)
    },
  }),
  defineRoute({
    ...admin, method: 'GET', path: '/__admin/wechat-pay/mweb', summary: '开发环境：模拟微信 H5 支付页（确认支付即发出支付通知，随后回到商户的返回页）',
    query: Type.Object({ prepay_id: Type.String({ pattern: '^[0-9A-Za-z_-]{1,64}$' }), redirect_url: WebUrl }),
    sample: async (api) => {
      const ticket = await api.call<{ mwebUrl: string }>('POST', '/mall/api/v1/app/orders/3001/pay/h5', {
        body: { channel: 'mweb', returnUrl: 'http://127.0.0.1:10086/package-mall/pages/pay-result/index?orderId=3001' },
      })
      const url = new URL(ticket.data.mwebUrl)
      return { query: { prepay_id: url.searchParams.get('prepay_id')!, redirect_url: url.searchParams.get('redirect_url')! } }
    },
    handler: ({ db, query }) => {
      const row = db.orders.find((o) => o.prepayId === query.prepay_id)
      if (!row) throw badRequest('支付单不存在或已失效')
      const back = JSON.stringify(query.redirect_url)
      const pkg = JSON.stringify(`prepay_id=${query.prepay_id}`)
      return page(
        '微信支付',
        `<p class="muted">星驰汽车积分商城 · 订单 ${escapeHtml(row.orderNo)}</p>
<p class="amount">¥${(row.cash / 100).toFixed(2)}</p>
<button class="pay" id="pay">确认支付</button><a class="button cancel" id="cancel" href="#">取消支付</a>`,
        `<script>
document.getElementById('cancel').onclick=function(e){e.preventDefault();location.replace(${back})}
document.getElementById('pay').onclick=function(){this.disabled=true;fetch('/__admin/wechat-pay/notify',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({package:${pkg}})}).then(function(){location.replace(${back})})}
</script>`,
      )
    },
  }),
]
