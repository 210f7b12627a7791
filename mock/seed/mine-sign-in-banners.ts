// Banners of the sign-in page (package-mine/pages/swiper): read-only, so they live here rather
// than in the db.
import type { SignInBanner } from '../../types/api/user-mine'
import { img } from './img'
import { SIGN_IN_REWARD, STREAK_BONUS, STREAK_DAYS } from './tasks'

const rows: [string, string, string][] = [
  ['每日签到领积分', `每天签到得 ${SIGN_IN_REWARD} 积分，连续 ${STREAK_DAYS} 天再得 ${STREAK_BONUS} 积分`, '/package-mine/pages/sign-in/sign-in'],
  ['积分好物兑换', '签到攒下的积分，可在积分商城兑换好物', '/pages/category-list/category-list'],
  ['车主节幸运大转盘', '签到可额外获得 1 次抽奖机会', '/package-mine/pages/lottery-page/lottery-detail?activityId=301'],
  ['推荐购车 赢万元好礼', '好友留资即得 200 积分', '/package-mine/pages/invite-buy/invite-buy?activityId=401'],
  ['春日试驾嘉年华 报名中', '全系车型免费试驾，到场即送定制帆布袋', '/package-mine/pages/activity-detail/activity-detail?hash=spring-ride-2025'],
  ['预约专属顾问', '留下联系方式，了解车型与购车优惠', '/package-mine/pages/user-information-capture/retain-capital?source=sign-in'],
]

export function signInBanners(): SignInBanner[] {
  return rows.map(([title, subtitle, linkUrl], i) => ({
    id: i + 1, title, subtitle, linkUrl, sort: i + 1, image: img('banners', `sign-in-${i + 1}`, title),
  }))
}
