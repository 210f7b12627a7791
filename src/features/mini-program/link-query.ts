import type { MiniProgramLink } from '@/core/navigation/mini-program-link'
import { queryText } from '@/core/navigation/query'

/** What the 打开小程序 page was asked to open, read from its query. */
export type LinkRequest =
  | { kind: 'mini-program'; link: MiniProgramLink }
  | { kind: 'url-link'; urlLink: string }
  | { kind: 'refused' }
  | { kind: 'missing' }

/**
 * WeChat's URL Links are https addresses on wxaurl.cn (https://wxaurl.cn/<code>). Only those are
 * followed: the page must not send anyone to an address a link made up (no open redirect).
 */
export function isWeChatUrlLink(url: string): boolean {
  return /^https:\/\/wxaurl\.cn\/[A-Za-z0-9_-]+$/.test(url)
}

const decoded = (value: string | undefined): string => queryText(value).trim()

/** `?appId=&path=` (path with its own query, encoded) or `?urlLink=`; an app id wins over a link. */
export function readLinkQuery(params: Record<string, string | undefined>): LinkRequest {
  const appId = decoded(params.appId)
  if (appId) return { kind: 'mini-program', link: { appId, path: decoded(params.path).replace(/^\/+/, '') } }
  const urlLink = decoded(params.urlLink)
  if (!urlLink) return { kind: 'missing' }
  return isWeChatUrlLink(urlLink) ? { kind: 'url-link', urlLink } : { kind: 'refused' }
}
