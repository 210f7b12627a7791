import type { QrCode } from '@api/activity'
import type { UrlLink, UrlLinkQuery } from '@api/user'
import { request } from '@/core/request'

// The two calls of spec §7 that make a shared page reachable from outside the app: a
// mini-program code to scan and a URL link to open. Shared: every poster and invitation uses them
// (invitations, the creator's card).

/** POST /api/v1/retail/app/wechat/getQrCode: mini-program code for a page and a scene (≤ 32 visible characters). */
export function getQrCode(scene: string, page: string, width?: number): Promise<QrCode> {
  return request<QrCode>({ domain: 'activity', method: 'POST', path: '/api/v1/retail/app/wechat/getQrCode', data: { scene, page, width } })
}

/** GET /web/wechat/weixin/generate/urlLink: a URL link that opens the mini-program at `path` from outside WeChat (SMS, browser). */
export function getUrlLink(query: UrlLinkQuery): Promise<UrlLink> {
  return request<UrlLink>({ domain: 'user', path: '/web/wechat/weixin/generate/urlLink', query })
}
