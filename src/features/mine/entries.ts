import type { OrderCounts } from '@api/mall'
import { paths } from '@/routes'
/**
 * Every service of the personal centre, in one list: mine shows the groups most people use, the
 * 全部服务 page (paths.services()) every group. Some of these pages are built by other areas; the
 * links go to their routes in src/routes.ts either way.
 */
export interface MineEntry {
  title: string
  /** One character drawn as the entry's icon (no icon font in the main package). */
  glyph: string
  url: string
  /** A badge on the icon (my orders in a status); none when 0 or not known. */
  count?: number
}

export interface MineEntryGroup {
  title: string
  entries: MineEntry[]
  /** A link in the group's header to more of it (mine's first group: 全部服务). */
  more?: { title: string; url: string }
}

const GROUPS = ['我的服务', '用车服务', '积分商城', '隐私与个人信息', '品牌与活动'] as const
type GroupTitle = (typeof GROUPS)[number]

/** The groups mine shows itself; the others only on 全部服务. */
const ON_MINE: readonly GroupTitle[] = ['我的服务', '用车服务', '积分商城', '隐私与个人信息']

const BRAND_GROUP: GroupTitle = '品牌与活动'

/** Every entry with the group it shows under, in the order shown. */
const ENTRIES: (MineEntry & { group: GroupTitle })[] = [
  { group: '我的服务', title: '每日签到', glyph: '签', url: paths.signIn() },
  { group: '我的服务', title: '邀请好友', glyph: '邀', url: paths.inviteNav() },
  { group: '我的服务', title: '中奖记录', glyph: '奖', url: paths.lotteryRecords() },
  { group: '我的服务', title: '问卷调查', glyph: '问', url: paths.surveyList() },
  { group: '我的服务', title: '创作者中心', glyph: '创', url: paths.creatorCenter() },
  { group: '我的服务', title: '合伙人中心', glyph: '伙', url: paths.partnerCenter() },
  { group: '我的服务', title: '职业认证', glyph: '证', url: paths.authInfo() },
  { group: '我的服务', title: '福利社', glyph: '福', url: paths.welfare() },
  { group: '用车服务', title: '保养记录', glyph: '保', url: paths.maintenanceHistory() },
  { group: '用车服务', title: '服务进度', glyph: '进', url: paths.serviceProgressList() },
  { group: '用车服务', title: '终身质保', glyph: '质', url: paths.lifetimeWarranty() },
  { group: '用车服务', title: '充电桩安装', glyph: '桩', url: paths.chargingNotice() },
  { group: '用车服务', title: '充电桩报修', glyph: '充', url: paths.chargingList() },
  { group: '用车服务', title: '其他品牌车辆', glyph: '车', url: paths.otherCars() },
  { group: '用车服务', title: '我的评价', glyph: '评', url: paths.evaluations() },
  { group: '用车服务', title: '预约试驾', glyph: '驾', url: paths.testDrive() },
  { group: '积分商城', title: '积分兑换', glyph: '兑', url: paths.categories() },
  { group: '积分商城', title: '我的订单', glyph: '单', url: paths.orders() },
  { group: '积分商城', title: '购物车', glyph: '购', url: paths.cart() },
  { group: '积分商城', title: '优惠券', glyph: '券', url: paths.coupons() },
  { group: '积分商城', title: '收货地址', glyph: '址', url: paths.addresses() },
  { group: '隐私与个人信息', title: '个人信息收集清单', glyph: '集', url: paths.infoCollect() },
  { group: '隐私与个人信息', title: '第三方共享清单', glyph: '享', url: paths.shareList() },
  { group: '隐私与个人信息', title: '用户协议', glyph: '协', url: paths.agreement('user') },
  { group: '隐私与个人信息', title: '隐私政策', glyph: '政', url: paths.agreement('privacy') },
  { group: '品牌与活动', title: '品牌博物馆', glyph: '馆', url: paths.museum() },
  { group: '品牌与活动', title: '年度报告', glyph: '年', url: paths.yearlyReport() },
  // The ranking is Team PK's hub: it leads on to 我的战队, or to forming or joining a team.
  { group: '品牌与活动', title: '战队 PK', glyph: '战', url: paths.teamRanking() },
  { group: '品牌与活动', title: '车主互助联盟', glyph: '助', url: paths.mutualHelp() },
  { group: '品牌与活动', title: '活动中心', glyph: '活', url: paths.activityHub() },
]

/** Every group, 全部服务's list. */
export const SERVICE_GROUPS: MineEntryGroup[] = GROUPS.map((title) => ({
  title,
  entries: ENTRIES.filter((e) => e.group === title).map(({ title: name, glyph, url }) => ({ title: name, glyph, url })),
}))

/** Mine's groups; the first one's header leads to 全部服务. */
export const MINE_ENTRIES: MineEntryGroup[] = SERVICE_GROUPS.filter((g) => ON_MINE.includes(g.title as GroupTitle)).map((g, i) =>
  i === 0 ? { ...g, more: { title: '全部服务', url: paths.services() } } : g,
)

/**
 * 全部服务's groups, with the lottery running now in 品牌与活动: a lottery opens by its activity
 * id, which only the server knows (none running, no entry rather than one that opens nothing).
 */
export function allServices(runningLotteryId?: number): MineEntryGroup[] {
  if (runningLotteryId === undefined) return SERVICE_GROUPS
  const lottery: MineEntry = { title: '幸运抽奖', glyph: '抽', url: paths.lottery(runningLotteryId) }
  return SERVICE_GROUPS.map((g) => (g.title === BRAND_GROUP ? { ...g, entries: [...g.entries, lottery] } : g))
}

/** Mine's 我的订单 row: each opens the order list on its tab (toReceive is the tab `shipped`). */
const ORDER_TABS = [['unpaid', '待付款', '付'], ['toShip', '待发货', '发'], ['toReceive', '待收货', '收'], ['afterSale', '售后', '售']] as const

/** 我的订单 with the counts of the one counts read (none logged out or before it answers). */
export const orderEntries = (counts?: OrderCounts): MineEntryGroup => ({
  title: '我的订单',
  more: { title: '全部订单', url: paths.orders() },
  entries: ORDER_TABS.map(([key, title, glyph]) => ({ title, glyph, url: paths.orders(key === 'toReceive' ? 'shipped' : key), count: counts?.[key] })),
})
