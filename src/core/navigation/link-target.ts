import { findRoute, type RouteDef } from '@/routes'

/**
 * The page of the app an in-app link from data names ('/<path>?<query>', a banner's or a floor's
 * target), or undefined when this build has no such page. Pure (no Taro), so the dev API
 * server's tests hold its seeded links to the same table. Nothing but a path counts: an empty
 * link is no link (findRoute would read it as the entry page), an address with a scheme
 * (https:, miniprogram:) is not a page of the app.
 */
export function linkTarget(url: string): RouteDef | undefined {
  const link = url.trim()
  if (!link || /^[a-z][a-z\d+.-]*:/i.test(link)) return undefined
  return findRoute(link)
}
