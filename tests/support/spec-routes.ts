/**
 * Every path of spec §2 and of design.md §4, written out by hand from those documents so that
 * the route table cannot drift from them unnoticed.
 */
const spec = [
  'pages/car/car',
  'pages/mine/mine',
  'pages/book-browse/book-browse',
  'pages/display-data/display-data',
  'pages/category-list/category-list',
  'pages/book-browse/share',
  'pages/infoCollect/infoCollect',
  'pages/cusfloor/index',
  'pages/switch/index',
  'pages/switch/indexTX',
  'pages/videoPage/videoTailor',
  'pages/openUrlLink/index',
  'pages/webview-h5/webview-h5',
  'pages/migration/index-app',
  'pages/busin-download/busin-download',
  'pages/motorists-help-instructions/instructions',
  'pages/motorists-help-instructions/tip',
  ...['PKTeamDetail', 'recommended', 'pkDetail'].map((n) => `pages/teamPk/pages/${n}`),
  ...['generalList', 'teamList', 'myTeam', 'giveHelp', 'formTeam', 'rules'].map((n) => `pages/teamPk/components/${n}`),
  ...['application', 'check', 'welfareSociety', 'agreement'].map((n) => `pages/welfare/${n}`),
  'pages/welfareShare/index',
  ...['repairReport', 'list', 'parity'].map((n) => `pages/chargingStation/${n}`),
  ...['applicationInfomation', 'applicationDetail', 'notice'].map((n) => `package-mine/pages/chargingStation/${n}`),
  ...[
    'choice-stores/choice-stores',
    'search-dealer/search-dealer',
    'share-list/share-list',
    'maintenance-history/index',
    'maintenance-history/details',
    'specifications-lifetime-warranty/index',
    'service-progress-list/service-progress-list',
    'service-progress/service-progress',
    'other-car/index',
    'other-car/add',
  ].map((n) => `package-car/pages/${n}`),
  ...[
    'survey/survey',
    'evaluation/evaluation',
    'evaluation/serve/serve',
    'evaluation/activity/activity',
    'evaluation/sales/sales',
    'survey-list/survey-list',
  ].map((n) => `package-survey/pages/${n}`),
  'package-survey-new/pages/survey/survey',
  ...[
    'sign-in/sign-in',
    'swiper/swiper',
    'sign-in-rule/sign-in-rule',
    ...['invite-nav', 'invite-full', 'invite-full-car', 'invite-friend', 'invite-friend-car', 'invite-buy', 'invite-record', 'invite-record-car'].map(
      (n) => `${n}/${n}`,
    ),
    'activity-detail/activity-detail',
    'auth-info-page/index',
    'auth-info-page/create',
    ...['index', 'create', 'data-center', 'classroom', 'submit-work', 'activity-list', 'activity-detail', 'chooseAddress', 'poster', 'retain-capital'].map(
      (n) => `creator-center/${n}`,
    ),
    ...['index', 'indexToImage', 'progress', 'rules', 'poster', 'retain-capital'].map((n) => `partner-center/${n}`),
    ...['lottery-detail', 'prize-page', 'prize-detail', 'record-page'].map((n) => `lottery-page/${n}`),
    'user-information-capture/retain-capital',
  ].map((n) => `package-mine/pages/${n}`),
  ...[
    'community-detail/community-detail',
    'classmates-detail/classmates-detail',
    'classmates-detail/share-help',
    'article-detail/article-detail',
    'topic-detail/topic-detail',
    'dealer/detail/detail',
    'personal/personal',
  ].map((n) => `package-community/pages/${n}`),
  'package-home/pages/info-car-intro-detail/index',
  'package-home/pages/info-car-intro-detail-toApp/index',
  ...['index', 'keyword', 'share-card', 'share'].map((n) => `yearly-report/pages/${n}`),
  ...['journal-special-detail', 'hall-of-fame-detail', 'collection-detail', 'collection', 'hall-of-fame', 'hall'].map((n) => `package-museum/${n}`),
]

const design = [
  'package-mall/pages/goods-detail/index',
  'package-mall/pages/cart/index',
  'package-mall/pages/coupons/index',
  'package-mall/pages/address-list/index',
  'package-mall/pages/address-edit/index',
  // Issue 30: the points mall's checkout and orders.
  'package-mall/pages/order-confirm/index',
  'package-mall/pages/order-list/index',
  'package-mall/pages/order-detail/index',
  // Issue 40: after-sale of a paid order's line.
  'package-mall/pages/after-sale-apply/index',
  'package-mall/pages/after-sale-detail/index',
  // Issue 40: where WeChat's H5 payment comes back to.
  'package-mall/pages/pay-result/index',
  'package-activity/pages/register/index',
  'package-activity/pages/recommend-purchase/index',
  'package-car/pages/city-select/index',
  'package-car/pages/test-drive/index',
  'pages/login/index',
  // Issue 36: every service of mine in one page, and the user agreement and privacy policy (?kind=user|privacy).
  'package-mine/pages/services/services',
  'package-mine/pages/agreement/agreement',
]

export const SPEC_PATHS = [...spec, ...design]

/** Pages with pull-down refresh (spec §2, §4), and the charging pages whose screens pull down (issue 22). */
export const REFRESH_PATHS = [
  'pages/mine/mine',
  'package-mine/pages/invite-record/invite-record',
  'package-mine/pages/invite-record-car/invite-record-car',
  // The activity hub (issue 24): its lists, my registrations included, pull down.
  'package-activity/pages/register/index',
  // My lottery wins (issue 24): a claim elsewhere shows after a pull-down.
  'package-mine/pages/lottery-page/record-page',
  // The creator home (issue 25): a work's review shows after a pull-down.
  'package-mine/pages/creator-center/index',
  // The partner centre (issue 26): a referred customer's new stage shows after a pull-down.
  'package-mine/pages/partner-center/index',
  'package-car/pages/service-progress-list/service-progress-list',
  'package-car/pages/service-progress/service-progress',
  'pages/chargingStation/list',
  // My orders (issue 30): a shipment or a payment made elsewhere shows after a pull-down.
  'package-mall/pages/order-list/index',
  'package-mine/pages/chargingStation/applicationDetail',
  // Long lists of my records, on the shared tabbed list screen, pull down as the others do.
  'package-survey/pages/evaluation/evaluation',
  'package-survey/pages/survey-list/survey-list',
]
