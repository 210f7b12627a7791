import { routeQuery } from '../mock/seed/route-queries'
import { PARTNER_SCENE } from '../mock/seed/partner'
import { ROUTES, type EntranceSource, type RouteDef } from '../src/routes'

/** One page `npm run lighthouse` measures: a short name and its address (query included). */
export interface MeasuredRoute {
  name: string
  path: string
}

/**
 * The landing routes of design.md §6, opened as their users open them, and a flash-sale goods
 * (its countdown bar on the first screen) as a poster's QR code opens it.
 */
const LANDING: MeasuredRoute[] = [
  { name: 'magazine', path: '/' },
  { name: 'car tab', path: '/pages/car/car' },
  { name: 'mine', path: '/pages/mine/mine?token=dev-token' },
  { name: 'community post', path: '/package-community/pages/community-detail/community-detail?id=107' },
  { name: 'goods detail', path: '/package-mall/pages/goods-detail/index?id=1002' },
  { name: 'goods (poster)', path: '/package-mall/pages/goods-detail/index?id=1003' },
]

/**
 * Routes reached inside the app that are also opened cold from outside: a shared page, a
 * poster's QR code, a lead form, a floor a banner links to. (Routes opened only from outside say
 * so in src/routes.ts, `entrance`.) Kept here, not in the route table, which the app script carries.
 */
export const OPENED_FROM_OUTSIDE: Record<string, EntranceSource[]> = {
  'pages/book-browse/share': ['share'],
  'pages/cusfloor/index': ['web'],
  'pages/teamPk/pages/pkDetail': ['share'],
  'pages/welfareShare/index': ['share'],
  'package-mine/pages/partner-center/retain-capital': ['qr-code', 'share'],
  'package-mine/pages/lottery-page/lottery-detail': ['share', 'push'],
  'package-community/pages/community-detail/community-detail': ['share'],
  'package-community/pages/classmates-detail/share-help': ['share'],
  'package-community/pages/article-detail/article-detail': ['share'],
  'package-community/pages/personal/personal': ['qr-code'],
  'package-home/pages/info-car-intro-detail/index': ['share'],
  'package-museum/journal-special-detail': ['share'],
  'package-mall/pages/goods-detail/index': ['share', 'qr-code'],
  'package-activity/pages/recommend-purchase/index': ['share'],
}

/** The partner's lead form as a friend opens it from the partner's poster (its scene). */
const OUTSIDE_QUERIES: Record<string, string> = {
  'package-mine/pages/partner-center/retain-capital': `scene=${PARTNER_SCENE}`,
}

/** A friend who opens a share or scans a poster is logged out; a page back from WeChat Pay, a push or a venue screen is the user's own. */
const FRIEND_SOURCES = new Set(['share', 'qr-code', 'sms'])

function outsidePath(route: RouteDef): string {
  const sources = route.entrance?.from ?? OPENED_FROM_OUTSIDE[route.path] ?? []
  const friend = sources.some((source) => FRIEND_SOURCES.has(source))
  const query = [OUTSIDE_QUERIES[route.path] ?? routeQuery(route.path), friend ? '' : 'token=dev-token'].filter(Boolean).join('&')
  return `/${route.path}${query ? `?${query}` : ''}`
}

/** The landing routes, then every route opened from outside (`entrance` in src/routes.ts, or listed above), each once. */
export function measuredRoutes(): MeasuredRoute[] {
  const base = (path: string) => path.split('?')[0]
  const seen = new Set(LANDING.map((route) => base(route.path)))
  const outside = ROUTES.filter((route) => (route.entrance || OPENED_FROM_OUTSIDE[route.path]) && !seen.has(`/${route.path}`))
  // Named by the route's last two segments: two routes may share a title.
  return [...LANDING, ...outside.map((route) => ({ name: route.path.split('/').slice(-2).join('/'), path: outsidePath(route) }))]
}
