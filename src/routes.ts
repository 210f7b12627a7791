/**
 * The one route table. `app.config.ts` is generated from it and a test checks the built
 * `app.json` against it, so a page exists exactly when it is listed here.
 */
export interface RouteDef {
  /** Path without the leading slash, exactly as spec §2 / design §4 name it. */
  path: string
  /** Chinese title shown in the custom navigation bar. */
  title: string
  /** `main` or the root of the subpackage that holds the page. */
  pkg: string
  tab?: boolean
  /**
   * Pull-down refresh (spec §2: mine, invite records, service progress): on exactly the pages
   * whose screen has PullRefresh (tests/unit/route-flags.test.ts).
   */
  refresh?: boolean
  /** onReachBottomDistance for list pages (spec §9: 50). */
  reachBottom?: number
  /** The mini-program share sheet is on (share buttons on the page open it). */
  share?: boolean
  /**
   * Set only on a route a user opens from outside the app, never by a tap inside it: where they
   * come from and why nothing inside links here. Every other route is reached from the entry page
   * or a tab within 4 taps (tests/unit/app/reachability.test.ts walks the links).
   */
  entrance?: Entrance
}

/** Where an outside-only route is opened from. */
export type EntranceSource = 'share' | 'qr-code' | 'sms' | 'push' | 'venue-screen' | 'native-app' | 'web'
export interface Entrance {
  from: EntranceSource[]
  why: string
}

export const MAIN = 'main'
export const REACH_BOTTOM_DISTANCE = 50

type Entry = [name: string, title: string, extra?: Partial<Pick<RouteDef, 'tab' | 'refresh' | 'reachBottom' | 'share' | 'entrance'>>]
const LIST = { reachBottom: REACH_BOTTOM_DISTANCE }
const REFRESH_LIST = { refresh: true, reachBottom: REACH_BOTTOM_DISTANCE }
const SHARE = { share: true }

/** `root` '' means the main package; page names are relative to the root. */
function group(root: string, entries: Entry[]): RouteDef[] {
  return entries.map(([name, title, extra]) => ({
    path: root ? `${root}/${name}` : name,
    title,
    pkg: root || MAIN,
    ...extra,
  }))
}

// The entry page comes first: H5 '/' and the mini-program both open it.
const main = group('', [
  ['pages/book-browse/book-browse', '品牌杂志', SHARE],
  ['pages/car/car', '首页', { tab: true }],
  ['pages/mine/mine', '我的', { tab: true, refresh: true }],
  ['pages/login/index', '登录'],
  ['pages/switch/index', '安全验证'],
  ['pages/switch/indexTX', '安全验证'],
  ['pages/webview-h5/webview-h5', '详情'],
  ['pages/category-list/category-list', '全部分类'],
  ['pages/book-browse/share', '杂志分享', SHARE],
  // These share kit pieces with package-mine (forms, rule documents, floors): as subpackages
  // they put a second copy there, over its 500 KB (measured: 504 to 512 KB), so they stay here.
  ['pages/cusfloor/index', '楼层列表'],
  ['pages/infoCollect/infoCollect', '个人信息收集清单'],
  ['pages/migration/index-app', '账号注册'],
  ['pages/motorists-help-instructions/instructions', '车主互助联盟说明'],
  ['pages/motorists-help-instructions/tip', '车主互助联盟提示'],
])

export const SUBPACKAGES: Record<string, Entry[]> = {
  // Pages of spec §2 under pages/ that neither the tabs nor the login need and that share little
  // with other packages: each its own subpackage at its own folder (design.md §4), which keeps
  // the mini-program's main package within 600 KB (15.8 KB less, issue 41's telemetry and kept reads in).
  'pages/display-data': [
    ['display-data', '数据大屏', {
      entrance: { from: ['venue-screen'], why: '活动现场的大屏按活动链接打开它，展示到场与留资数据；手机上的用户无需从应用内进入' },
    }],
  ],
  'pages/openUrlLink': [['index', '打开小程序']],
  'pages/busin-download': [['busin-download', '下载']],
  'pages/teamPk': [
    ['pages/PKTeamDetail', '战队详情'],
    ['pages/recommended', '推荐战队'],
    ['pages/pkDetail', 'PK 详情', SHARE],
    ['components/generalList', '总排行榜', LIST],
    ['components/teamList', '战队列表', LIST],
    ['components/myTeam', '我的战队'],
    ['components/giveHelp', '战队助力'],
    ['components/formTeam', '组建战队'],
    ['components/rules', '排名规则'],
  ],
  'pages/welfare': [
    ['application', '加入福利社'],
    ['check', '我的福利社'],
    ['welfareSociety', '福利社'],
    ['agreement', '福利社协议'],
  ],
  'pages/welfareShare': [['index', '福利社分享', SHARE]],
  // Its own subpackage, same path: the video and upload kit it needs would otherwise move from
  // the subpackages that share it into the main package (about 50 KB).
  'pages/videoPage': [['videoTailor', '选择视频封面']],
  'pages/chargingStation': [
    ['repairReport', '私桩安装报备'],
    ['list', '报修列表', REFRESH_LIST],
    ['parity', '安装评价'],
  ],
  'package-car': [
    ['pages/choice-stores/choice-stores', '选择门店', LIST],
    ['pages/search-dealer/search-dealer', '查找经销商', LIST],
    ['pages/share-list/share-list', '第三方信息共享清单'],
    ['pages/maintenance-history/index', '保养记录', LIST],
    ['pages/maintenance-history/details', '保养详情'],
    ['pages/specifications-lifetime-warranty/index', '终身质保说明'],
    ['pages/service-progress-list/service-progress-list', '服务进度', REFRESH_LIST],
    ['pages/service-progress/service-progress', '服务进度详情', REFRESH_LIST],
    ['pages/other-car/index', '其他品牌活动'],
    ['pages/other-car/add', '添加车辆'],
    ['pages/city-select/index', '选择城市'],
    ['pages/test-drive/index', '预约试驾'],
  ],
  'package-survey': [
    ['pages/survey/survey', '问卷调查'],
    ['pages/evaluation/evaluation', '我的评价', REFRESH_LIST],
    ['pages/evaluation/serve/serve', '服务评价'],
    ['pages/evaluation/activity/activity', '活动评价'],
    ['pages/evaluation/sales/sales', '销售评价'],
    ['pages/survey-list/survey-list', '问卷列表', REFRESH_LIST],
  ],
  'package-survey-new': [['pages/survey/survey', '问卷调查']],
  'package-mine': [
    ['pages/sign-in/sign-in', '每日签到'],
    ['pages/swiper/swiper', '签到活动'],
    ['pages/sign-in-rule/sign-in-rule', '签到规则'],
    ['pages/invite-nav/invite-nav', '邀请好友'],
    ['pages/invite-full/invite-full', '邀请海报', SHARE],
    ['pages/invite-full-car/invite-full-car', '邀请购车海报', SHARE],
    ['pages/invite-friend/invite-friend', '邀请好友', SHARE],
    ['pages/invite-friend-car/invite-friend-car', '邀请好友购车', SHARE],
    ['pages/invite-buy/invite-buy', '推荐购车'],
    ['pages/invite-record/invite-record', '邀请记录', REFRESH_LIST],
    ['pages/invite-record-car/invite-record-car', '推荐购车记录', REFRESH_LIST],
    ['pages/activity-detail/activity-detail', '活动详情'],
    ['pages/auth-info-page/index', '职业认证'],
    ['pages/auth-info-page/create', '提交认证'],
    ['pages/creator-center/index', '创作者中心', REFRESH_LIST],
    ['pages/creator-center/create', '绑定账号'],
    ['pages/creator-center/data-center', '数据中心'],
    ['pages/creator-center/classroom', '创作者课堂', LIST],
    ['pages/creator-center/submit-work', '提交作品'],
    ['pages/creator-center/activity-list', '创作活动', LIST],
    ['pages/creator-center/activity-detail', '活动详情'],
    ['pages/creator-center/chooseAddress', '收货地址'],
    ['pages/creator-center/poster', '创作者海报', SHARE],
    ['pages/creator-center/retain-capital', '信息登记'],
    ['pages/partner-center/index', '合伙人中心', REFRESH_LIST],
    ['pages/partner-center/indexToImage', '合伙人海报', SHARE],
    ['pages/partner-center/progress', '申请进度'],
    ['pages/partner-center/rules', '合伙人规则'],
    ['pages/partner-center/poster', '推广海报', SHARE],
    ['pages/partner-center/retain-capital', '信息登记'],
    ['pages/lottery-page/lottery-detail', '幸运抽奖'],
    ['pages/lottery-page/prize-page', '全部奖品'],
    ['pages/lottery-page/prize-detail', '奖品详情'],
    ['pages/lottery-page/record-page', '我的中奖记录', REFRESH_LIST],
    ['pages/user-information-capture/retain-capital', '信息登记'],
    ['pages/chargingStation/applicationInfomation', '申请信息'],
    ['pages/chargingStation/applicationDetail', '申请详情', { refresh: true }],
    ['pages/chargingStation/notice', '安装须知'],
    ['pages/services/services', '全部服务'],
    ['pages/agreement/agreement', '协议与政策'],
  ],
  'package-community': [
    ['pages/community-detail/community-detail', '动态详情', { ...LIST, ...SHARE }],
    ['pages/classmates-detail/classmates-detail', '同学会'],
    ['pages/classmates-detail/share-help', '同学会助力', SHARE],
    ['pages/article-detail/article-detail', '文章详情', { ...LIST, ...SHARE }],
    ['pages/topic-detail/topic-detail', '话题', LIST],
    ['pages/dealer/detail/detail', '经销商详情', LIST],
    ['pages/personal/personal', '个人主页', LIST],
  ],
  'package-home': [
    ['pages/info-car-intro-detail/index', '车型详情', SHARE],
    ['pages/info-car-intro-detail-toApp/index', '车型详情', {
      ...SHARE,
      entrance: { from: ['share', 'web'], why: '分享到微信或浏览器的车型内容落地页，引导打开 App 继续浏览；应用内看车走 info-car-intro-detail' },
    }],
  ],
  'yearly-report': [
    ['pages/index', '年度报告'],
    ['pages/keyword', '年度关键词'],
    ['pages/share-card', '分享卡片', SHARE],
    ['pages/share', '分享年度报告', {
      ...SHARE,
      entrance: { from: ['share', 'qr-code'], why: '好友打开我分享的年度报告（随机分享 id）；本人在年度报告页看自己的报告' },
    }],
  ],
  'package-museum': [
    ['journal-special-detail', '期刊专题', SHARE],
    ['hall-of-fame-detail', '名人堂详情'],
    ['collection-detail', '藏品详情'],
    ['collection', '藏品', LIST],
    ['hall-of-fame', '名人堂', LIST],
    ['hall', '博物馆'],
  ],
  'package-mall': [
    ['pages/goods-detail/index', '商品详情', { ...LIST, ...SHARE }],
    ['pages/cart/index', '购物车'],
    ['pages/coupons/index', '我的优惠券', LIST],
    ['pages/address-list/index', '收货地址'],
    ['pages/address-edit/index', '编辑地址'],
    ['pages/order-confirm/index', '确认订单'],
    ['pages/order-list/index', '我的订单', REFRESH_LIST],
    ['pages/order-detail/index', '订单详情'],
    ['pages/after-sale-apply/index', '申请售后'],
    ['pages/after-sale-detail/index', '售后详情'],
    ['pages/pay-result/index', '支付结果', {
      entrance: { from: ['web'], why: '微信 H5 支付完成或取消后，微信把用户带回这一页确认支付结果；应用内支付不经过它' },
    }],
  ],
  'package-activity': [
    ['pages/register/index', '活动报名', REFRESH_LIST],
    ['pages/recommend-purchase/index', '推荐购车'],
  ],
}

export const ROUTES: RouteDef[] = [
  ...main,
  ...Object.entries(SUBPACKAGES).flatMap(([root, entries]) => group(root, entries)),
]

export const TAB_PATHS = ROUTES.filter((r) => r.tab).map((r) => r.path)
export const ENTRY_PATH = ROUTES[0].path
export const LOGIN_PATH = 'pages/login/index'

/** '/pages/car/car?x=1' -> 'pages/car/car'; '/' is the entry page. */
export function routePath(url: string): string {
  const path = url.split('?')[0].split('#')[0].replace(/^\/+/, '')
  return path || ENTRY_PATH
}

export function findRoute(url: string): RouteDef | undefined {
  const path = routePath(url)
  return ROUTES.find((r) => r.path === path)
}

type QueryValue = string | number | undefined

/** '/<path>?<query>' for a route of the table; empty values are left out, the rest encoded. */
function to(path: string, query: Record<string, QueryValue> = {}): string {
  const qs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `/${path}${qs ? `?${qs}` : ''}`
}

/**
 * Every page the code opens, as a typed builder: the one place a page path is spelled outside
 * the table above (tests/unit/app/paths.test.ts checks each against it).
 */
export const paths = {
  magazineIssue: (issueId: number) => to(ENTRY_PATH, { issueId }),
  /** H5's short address of an issue, what a shared web link opens: '/' is the entry page (spec §2). */
  magazineIssueWeb: (issueId: number) => to('', { issueId }),
  magazineShare: (issueId: number) => to('pages/book-browse/share', { issueId }),
  carTab: () => to('pages/car/car'),
  login: (redirect?: string) => to(LOGIN_PATH, { redirect }),
  captcha: (variant?: 'tx') => to(variant === 'tx' ? 'pages/switch/indexTX' : 'pages/switch/index'),
  webview: (url: string, title: string) => to('pages/webview-h5/webview-h5', { url, title }),
  categories: () => to('pages/category-list/category-list'),
  infoCollect: () => to('pages/infoCollect/infoCollect'),
  /** Every service of mine, grouped (mine shows the most used). */
  services: () => to('package-mine/pages/services/services'),
  /** The user agreement or the privacy policy, the version the server holds now. */
  agreement: (kind: 'user' | 'privacy') => to('package-mine/pages/agreement/agreement', { kind }),
  /** A classmates (车友同学会) group. */
  classmates: (id: number) => to('package-community/pages/classmates-detail/classmates-detail', { id }),
  download: () => to('pages/busin-download/busin-download'),
  /** The big-screen display of an event; without an id, the event running now. */
  displayBoard: (eventId?: number) => to('pages/display-data/display-data', { eventId }),
  floorPage: (id: number) => to('pages/cusfloor/index', { id }),
  /** Choose a video and its cover; the chosen video waits for the opener (`takeChosenVideo`). */
  videoCover: () => to('pages/videoPage/videoTailor'),
  /** Open another mini-program: by app id and page, or by a URL Link WeChat made for it. */
  openMiniProgram: (link: { appId: string; path?: string } | { urlLink: string }) =>
    to('pages/openUrlLink/index', 'urlLink' in link ? { urlLink: link.urlLink } : { appId: link.appId, path: link.path }),
  appRegister: () => to('pages/migration/index-app'),
  welfare: () => to('pages/welfare/check'),
  welfareSociety: () => to('pages/welfare/welfareSociety'),
  welfareApply: () => to('pages/welfare/application'),
  welfareAgreement: () => to('pages/welfare/agreement'),
  /** A welfare project's page to invite others (shareable). */
  welfareShare: (projectId: number) => to('pages/welfareShare/index', { projectId }),
  teamRanking: () => to('pages/teamPk/components/generalList'),
  teams: () => to('pages/teamPk/components/teamList'),
  recommendedTeams: () => to('pages/teamPk/pages/recommended'),
  team: (id: number) => to('pages/teamPk/pages/PKTeamDetail', { id }),
  myTeam: () => to('pages/teamPk/components/myTeam'),
  formTeam: () => to('pages/teamPk/components/formTeam'),
  boostTeam: (id: number) => to('pages/teamPk/components/giveHelp', { id }),
  /** The shareable head-to-head of two teams. */
  pk: (id: number) => to('pages/teamPk/pages/pkDetail', { id }),
  teamRules: () => to('pages/teamPk/components/rules'),
  mutualHelp: () => to('pages/motorists-help-instructions/instructions'),
  mutualHelpTips: () => to('pages/motorists-help-instructions/tip'),
  museum: () => to('package-museum/hall'),
  museumCollection: () => to('package-museum/collection'),
  museumItem: (id: number) => to('package-museum/collection-detail', { id }),
  hallOfFame: () => to('package-museum/hall-of-fame'),
  famePerson: (id: number) => to('package-museum/hall-of-fame-detail', { id }),
  journalIssue: (id: number) => to('package-museum/journal-special-detail', { id }),
  yearlyReport: () => to('yearly-report/pages/index'),
  yearlyKeyword: () => to('yearly-report/pages/keyword'),
  yearlyCard: () => to('yearly-report/pages/share-card'),
  /** What a friend opens from my share: `id` is the random share id, not an account id. */
  yearlyShare: (id: string) => to('yearly-report/pages/share', { id }),
  chargingList: () => to('pages/chargingStation/list'),
  chargingRepair: () => to('pages/chargingStation/repairReport'),
  chargingParity: (kind: 'install' | 'repair', id: number) => to('pages/chargingStation/parity', { kind, id }),
  chargingNotice: () => to('package-mine/pages/chargingStation/notice'),
  chargingApply: () => to('package-mine/pages/chargingStation/applicationInfomation'),
  chargingApplication: (id: number) => to('package-mine/pages/chargingStation/applicationDetail', { id }),
  maintenanceHistory: () => to('package-car/pages/maintenance-history/index'),
  maintenanceDetail: (id: number) => to('package-car/pages/maintenance-history/details', { id }),
  lifetimeWarranty: () => to('package-car/pages/specifications-lifetime-warranty/index'),
  shareList: () => to('package-car/pages/share-list/share-list'),
  serviceProgressList: () => to('package-car/pages/service-progress-list/service-progress-list'),
  serviceProgress: (id: number) => to('package-car/pages/service-progress/service-progress', { id }),
  otherCars: () => to('package-car/pages/other-car/index'),
  otherCarAdd: () => to('package-car/pages/other-car/add'),
  stores: () => to('package-car/pages/choice-stores/choice-stores'),
  searchDealer: () => to('package-car/pages/search-dealer/search-dealer'),
  citySelect: () => to('package-car/pages/city-select/index'),
  testDrive: (vehicleTypeId?: number) => to('package-car/pages/test-drive/index', { vehicleTypeId }),
  carDetail: (vehicleTypeId?: number) => to('package-home/pages/info-car-intro-detail/index', { id: vehicleTypeId }),
  carDetailToApp: (vehicleTypeId?: number) => to('package-home/pages/info-car-intro-detail-toApp/index', { id: vehicleTypeId }),
  surveyList: () => to('package-survey/pages/survey-list/survey-list'),
  survey: (id: number) => to('package-survey/pages/survey/survey', { id }),
  surveySteps: (id: number) => to('package-survey-new/pages/survey/survey', { id }),
  serviceEvaluation: (id: number) => to('package-survey/pages/evaluation/serve/serve', { id }),
  activityEvaluation: (id: number) => to('package-survey/pages/evaluation/activity/activity', { id }),
  salesEvaluation: (id: number) => to('package-survey/pages/evaluation/sales/sales', { id }),
  evaluations: () => to('package-survey/pages/evaluation/evaluation'),
  signIn: () => to('package-mine/pages/sign-in/sign-in'),
  signInRule: () => to('package-mine/pages/sign-in-rule/sign-in-rule'),
  signInActivities: () => to('package-mine/pages/swiper/swiper'),
  inviteNav: () => to('package-mine/pages/invite-nav/invite-nav'),
  inviteFriend: () => to('package-mine/pages/invite-friend/invite-friend'),
  inviteFriendCar: () => to('package-mine/pages/invite-friend-car/invite-friend-car'),
  invitePoster: () => to('package-mine/pages/invite-full/invite-full'),
  inviteCarPoster: (activityId: number) => to('package-mine/pages/invite-full-car/invite-full-car', { activityId }),
  inviteBuy: (activityId?: number) => to('package-mine/pages/invite-buy/invite-buy', { activityId }),
  inviteRecords: () => to('package-mine/pages/invite-record/invite-record'),
  inviteCarRecords: () => to('package-mine/pages/invite-record-car/invite-record-car'),
  /** The activity hub: activities open, upcoming and ended, and my registrations. */
  activityHub: () => to('package-activity/pages/register/index'),
  /** A friend's landing page of a recommend-a-purchase invitation; `scene` is insertScene's sceneId. */
  recommendPurchase: (invite: { accountId?: number; scene?: string; activityId?: number } = {}) =>
    to('package-activity/pages/recommend-purchase/index', invite),
  activityDetail: (hash: string) => to('package-mine/pages/activity-detail/activity-detail', { hash }),
  infoCapture: (source: string) => to('package-mine/pages/user-information-capture/retain-capital', { source }),
  lottery: (activityId: number) => to('package-mine/pages/lottery-page/lottery-detail', { activityId }),
  lotteryPrizes: (activityId: number) => to('package-mine/pages/lottery-page/prize-page', { activityId }),
  lotteryPrize: (id: number) => to('package-mine/pages/lottery-page/prize-detail', { id }),
  lotteryRecords: () => to('package-mine/pages/lottery-page/record-page'),
  creatorCenter: () => to('package-mine/pages/creator-center/index'),
  creatorApply: () => to('package-mine/pages/creator-center/create'),
  creatorData: () => to('package-mine/pages/creator-center/data-center'),
  creatorClassroom: () => to('package-mine/pages/creator-center/classroom'),
  /** A new work; with `activityId` it answers that creator activity. */
  creatorSubmitWork: (activityId?: number) => to('package-mine/pages/creator-center/submit-work', { activityId }),
  /** One of my works opened to edit: a draft, or a rejected work to send again. */
  creatorEditWork: (id: number) => to('package-mine/pages/creator-center/submit-work', { id }),
  creatorActivities: () => to('package-mine/pages/creator-center/activity-list'),
  creatorActivity: (id: number) => to('package-mine/pages/creator-center/activity-detail', { id }),
  creatorChooseAddress: (rewardId: number) => to('package-mine/pages/creator-center/chooseAddress', { rewardId }),
  creatorPoster: () => to('package-mine/pages/creator-center/poster'),
  creatorLead: () => to('package-mine/pages/creator-center/retain-capital'),
  partnerCenter: () => to('package-mine/pages/partner-center/index'),
  partnerProgress: () => to('package-mine/pages/partner-center/progress'),
  partnerRules: () => to('package-mine/pages/partner-center/rules'),
  partnerPoster: () => to('package-mine/pages/partner-center/poster'),
  partnerSummaryImage: () => to('package-mine/pages/partner-center/indexToImage'),
  /** The lead form credited to the partner whose share `scene` it carries (none: my own scene). */
  partnerLead: (scene?: string) => to('package-mine/pages/partner-center/retain-capital', { scene }),
  authInfo: () => to('package-mine/pages/auth-info-page/index'),
  /** Authenticate an occupation (`type`: teacher, doctor...). */
  authCreate: (type: string) => to('package-mine/pages/auth-info-page/create', { type }),
  /** A post; with `lessonId` it is that classroom lesson's video, whose playing reports the lesson's progress. */
  post: (id: number, lessonId?: number) => to('package-community/pages/community-detail/community-detail', { id, lessonId }),
  /** An article; with `lessonId` it is that classroom lesson, learnt once read to its end. */
  article: (id: number, lessonId?: number) => to('package-community/pages/article-detail/article-detail', { id, lessonId }),
  topic: (id: number) => to('package-community/pages/topic-detail/topic-detail', { id }),
  communityDealer: (id: number) => to('package-community/pages/dealer/detail/detail', { id }),
  personal: (authorId?: number) => to('package-community/pages/personal/personal', { authorId }),
  shareHelp: (id: number) => to('package-community/pages/classmates-detail/share-help', { id }),
  goodsDetail: (id: number) => to('package-mall/pages/goods-detail/index', { id }),
  cart: () => to('package-mall/pages/cart/index'),
  /** Confirm the cart's selection, or one SKU bought now. */
  orderConfirm: (from: { cart: true } | { skuId: number; quantity: number }) =>
    to('package-mall/pages/order-confirm/index', 'cart' in from ? { from: 'cart' } : { skuId: from.skuId, quantity: from.quantity }),
  /** My orders, on the tab of a status (all without one). */
  orders: (status?: string) => to('package-mall/pages/order-list/index', { status }),
  order: (id: number) => to('package-mall/pages/order-detail/index', { id }),
  /** Ask for after-sale on an order; with `skuId` that line is chosen. */
  afterSaleApply: (orderId: number, skuId?: number) => to('package-mall/pages/after-sale-apply/index', { orderId, skuId }),
  afterSale: (id: number) => to('package-mall/pages/after-sale-detail/index', { id }),
  /** Where WeChat's H5 payment comes back to: reads the order until it is paid. */
  payResult: (orderId: number) => to('package-mall/pages/pay-result/index', { orderId }),
  coupons: () => to('package-mall/pages/coupons/index'),
  addresses: () => to('package-mall/pages/address-list/index'),
  addressEdit: (id?: number) => to('package-mall/pages/address-edit/index', { id }),
}
