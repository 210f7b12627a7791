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
      { title: '每日签到', glyph: '签', url: '/package-mine/pages/sign-in/sign-in' },
      { title: '邀请好友', glyph: '邀', url: '/package-mine/pages/invite-nav/invite-nav' },
      { title: '中奖记录', glyph: '奖', url: '/package-mine/pages/lottery-page/record-page' },
      { title: '问卷调查', glyph: '问', url: '/package-survey/pages/survey-list/survey-list' },
      { title: '创作者中心', glyph: '创', url: '/package-mine/pages/creator-center/index' },
      { title: '合伙人中心', glyph: '伙', url: '/package-mine/pages/partner-center/index' },
      { title: '职业认证', glyph: '证', url: '/package-mine/pages/auth-info-page/index' },
      { title: '福利社', glyph: '福', url: '/pages/welfare/check' },
    ],
  },
  {
    title: '用车服务',
    entries: [
      { title: '充电桩报修', glyph: '充', url: '/pages/chargingStation/list' },
      { title: '保养记录', glyph: '保', url: '/package-car/pages/maintenance-history/index' },
      { title: '服务进度', glyph: '进', url: '/package-car/pages/service-progress-list/service-progress-list' },
      { title: '预约试驾', glyph: '驾', url: '/package-car/pages/test-drive/index' },
    ],
  },
  {
    title: '积分商城',
    entries: [
      { title: '积分兑换', glyph: '兑', url: '/pages/category-list/category-list' },
      { title: '购物车', glyph: '购', url: '/package-mall/pages/cart/index' },
      { title: '优惠券', glyph: '券', url: '/package-mall/pages/coupons/index' },
      { title: '收货地址', glyph: '址', url: '/package-mall/pages/address-list/index' },
    ],
  },
]
