import { paths } from '@/routes'
/**
 * Every area spec §1 reaches from the personal centre. Some of these pages are built by
 * other areas; the links go to their routes in src/routes.ts either way.
 */
export interface MineEntry {
  title: string
  /** One character drawn as the entry's icon (no icon font in the main package). */
  glyph: string
  url: string
}

export interface MineEntryGroup {
  title: string
  entries: MineEntry[]
}

export const MINE_ENTRIES: MineEntryGroup[] = [
  {
    title: '我的服务',
    entries: [
      { title: '每日签到', glyph: '签', url: paths.signIn() },
      { title: '邀请好友', glyph: '邀', url: paths.inviteNav() },
      { title: '中奖记录', glyph: '奖', url: paths.lotteryRecords() },
      { title: '问卷调查', glyph: '问', url: paths.surveyList() },
      { title: '创作者中心', glyph: '创', url: paths.creatorCenter() },
      { title: '合伙人中心', glyph: '伙', url: paths.partnerCenter() },
      { title: '职业认证', glyph: '证', url: paths.authInfo() },
      { title: '福利社', glyph: '福', url: paths.welfare() },
    ],
  },
  {
    title: '用车服务',
    entries: [
      { title: '保养记录', glyph: '保', url: paths.maintenanceHistory() },
      { title: '服务进度', glyph: '进', url: paths.serviceProgressList() },
      { title: '终身质保', glyph: '质', url: paths.lifetimeWarranty() },
      { title: '充电桩安装', glyph: '桩', url: paths.chargingNotice() },
      { title: '充电桩报修', glyph: '充', url: paths.chargingList() },
      { title: '其他品牌车辆', glyph: '车', url: paths.otherCars() },
      { title: '我的评价', glyph: '评', url: paths.evaluations() },
      { title: '预约试驾', glyph: '驾', url: paths.testDrive() },
    ],
  },
  {
    title: '积分商城',
    entries: [
      { title: '积分兑换', glyph: '兑', url: paths.categories() },
      { title: '购物车', glyph: '购', url: paths.cart() },
      { title: '优惠券', glyph: '券', url: paths.coupons() },
      { title: '收货地址', glyph: '址', url: paths.addresses() },
    ],
  },
  {
    title: '隐私与个人信息',
    entries: [
      { title: '个人信息收集清单', glyph: '集', url: paths.infoCollect() },
      { title: '第三方共享清单', glyph: '享', url: paths.shareList() },
    ],
  },
]
