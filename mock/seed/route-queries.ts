import { DEV_YEARLY_SHARE_ID } from './yearly'
import { FLOOR_PAGE } from './floors'

/**
 * The query each route needs to open on seeded data of the dev API server: detail pages get
 * the id of a seeded record. Read by the WeChat DevTools compile modes (project.config.json,
 * `scripts/compile-modes.ts`), the per-route checks of the H5 build and the weapp harness.
 * A route not listed here opens with no query.
 */
export const ROUTE_QUERIES: Record<string, string> = {
  'pages/book-browse/share': 'issueId=2',
  // The tenant's other mini-program (mock/seed/tenants.ts miniPrograms).
  'pages/openUrlLink/index': `appId=wx0000000000charge&path=${encodeURIComponent('pages/index/index')}`,
  'pages/webview-h5/webview-h5': `url=${encodeURIComponent('https://h5.ev-brand.cn/owner/guide')}&title=${encodeURIComponent('车主指南')}`,
  'package-car/pages/service-progress/service-progress': 'id=9001',
  'package-car/pages/test-drive/index': 'vehicleTypeId=1',
  'package-mine/pages/agreement/agreement': 'kind=privacy',
  'package-survey/pages/survey/survey': 'id=801',
  'package-survey-new/pages/survey/survey': 'id=802',
  'package-car/pages/maintenance-history/details': 'id=114',
  'package-community/pages/community-detail/community-detail': 'id=107',
  'package-community/pages/classmates-detail/classmates-detail': 'id=2',
  'package-community/pages/classmates-detail/share-help': 'id=2',
  'package-community/pages/article-detail/article-detail': 'id=502',
  'package-community/pages/topic-detail/topic-detail': 'id=3',
  'package-community/pages/dealer/detail/detail': 'id=1',
  'package-community/pages/personal/personal': 'authorId=4',
  'package-home/pages/info-car-intro-detail/index': 'id=2',
  'package-home/pages/info-car-intro-detail-toApp/index': 'id=2',
  'package-mall/pages/goods-detail/index': 'id=1002',
  'package-mall/pages/address-edit/index': 'id=1',
  // The dev user's shipped order (carrier and tracking number); buy now of 香氛替换芯, a physical
  // goods paid with cash and points, in stock (mock/seed/orders.ts, goods-rows.ts).
  'package-mall/pages/order-detail/index': 'id=3003',
  'package-mall/pages/after-sale-apply/index': 'orderId=3003',
  'package-mall/pages/after-sale-detail/index': 'id=5001',
  'package-mall/pages/pay-result/index': 'orderId=3002',
  'package-mall/pages/order-confirm/index': 'skuId=100501&quantity=1',
  'package-mine/pages/activity-detail/activity-detail': 'hash=spring-ride-2025',
  // Not yet evaluated by the dev user (mock/seed/evaluations.ts).
  'package-survey/pages/evaluation/serve/serve': 'id=9003',
  'package-survey/pages/evaluation/activity/activity': 'id=208',
  'package-survey/pages/evaluation/sales/sales': 'id=2',
  'package-mine/pages/invite-buy/invite-buy': 'activityId=401',
  // The dev user lands as the friend of user 2, by user 2's seeded share (mock/seed/activities.ts).
  'package-activity/pages/recommend-purchase/index': 'accountId=2&scene=401-2-seed02',
  'package-mine/pages/invite-friend/invite-friend': 'inviteCode=XC000001',
  // The running wheel; the nine-cell grid (one prize out of stock) and its first prize (mock/seed/activities.ts).
  'package-mine/pages/lottery-page/lottery-detail': 'activityId=301',
  'package-mine/pages/lottery-page/prize-page': 'activityId=302',
  'package-mine/pages/lottery-page/prize-detail': 'id=7',
  // Installed, with its installer and pile; parity rates it (finished, not rated in the seed).
  'package-mine/pages/chargingStation/applicationDetail': 'id=6101',
  'pages/chargingStation/parity': 'kind=install&id=6101',
  // Open, with a participation gift the dev user gets on joining; the dev user's won reward whose
  // address is still to choose (mock/seed/creator-activities.ts).
  'package-mine/pages/creator-center/activity-detail': 'id=702',
  'package-mine/pages/creator-center/chooseAddress': 'rewardId=751',
  'package-mine/pages/creator-center/submit-work': 'activityId=702',
  // The dev user has no authentication as a soldier, so a new one can be submitted (teacher is
  // approved, firefighter reviewing: mock/seed/occupation.ts).
  'package-mine/pages/auth-info-page/create': 'type=soldier',
  // An ongoing welfare project, with progress and volunteers (mock/seed/welfare.ts).
  'pages/welfareShare/index': 'projectId=601',
  // Team PK: the dev user's team 901 (not boosted by the dev user today) and its head-to-head 951 (mock/seed/team-pk.ts).
  'pages/teamPk/components/giveHelp': 'id=901',
  'pages/teamPk/pages/pkDetail': 'id=951',
  'pages/teamPk/pages/PKTeamDetail': 'id=902',
  // The museum's first item, person and journal issue (mock/seed/museum.ts); the dev user's share of this year (mock/seed/yearly.ts).
  'package-museum/collection-detail': 'id=1101',
  'package-museum/hall-of-fame-detail': 'id=1201',
  'package-museum/journal-special-detail': 'id=1301',
  'yearly-report/pages/share': `id=${DEV_YEARLY_SHARE_ID}`,
  // The winter care floor page: banner, entries, goods, an unknown live-stream floor, articles, image (mock/seed/floors.ts).
  'pages/cusfloor/index': `id=${FLOOR_PAGE}`,
}

export function routeQuery(path: string): string {
  return ROUTE_QUERIES[path] ?? ''
}
