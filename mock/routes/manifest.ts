// Every route of the dev API server, in one list: the server registers it, the contract and
// fuzz tests iterate it, list-routes prints it for the README. The admin routes come last;
// the server leaves them out in production.
import { adminRoutes } from '../admin/admin-routes'
import { chargingAdminRoutes } from '../admin/charging'
import { clockAdminRoutes } from '../admin/clock'
import { creatorAdminRoutes } from '../admin/creator'
import { occupationAdminRoutes } from '../admin/occupation'
import { partnerAdminRoutes } from '../admin/partner'
import { serviceOrderAdminRoutes } from '../admin/service-orders'
import { welfareAdminRoutes } from '../admin/welfare'
import { teamPkAdminRoutes } from '../admin/team-pk'
import { orderAdminRoutes } from '../admin/orders'
import { afterSaleAdminRoutes } from '../admin/after-sales'
import { wechatDevRoutes } from '../admin/wechat-dev'
import { lotteryAdminRoutes } from '../admin/lottery'
import { telemetryAdminRoutes } from '../admin/telemetry'
import { subscriptionAdminRoutes } from '../admin/subscriptions'
import type { RouteDef } from '../core/route'
import { displayRoutes } from './activity/display'
import { fileRoutes } from './activity/files'
import { videoRoutes } from './activity/video'
import { lotteryRoutes } from './activity/lottery'
import { lotteryPrizeRoutes } from './activity/lottery-prizes'
import { recommendRoutes } from './activity/recommend'
import { registerRoutes } from './activity/register'
import { teamPkRoutes } from './activity/team-pk'
import { teamPkWriteRoutes } from './activity/team-pk-writes'
import { carRoutes } from './domain/cars'
import { carContentRoutes } from './domain/car-content'
import { mediaRoutes } from './domain/media'
import { activityLeadRoutes } from './lead/activity-leads'
import { carServiceRoutes } from './lead/car-service'
import { chargingRoutes } from './lead/charging'
import { chargingOrderRoutes } from './lead/charging-orders'
import { dealerRoutes } from './lead/dealers'
import { otherCarRoutes } from './lead/other-cars'
import { evaluationRoutes } from './lead/evaluations'
import { serviceOrderRoutes } from './lead/service-orders'
import { testDriveRoutes } from './lead/test-drive'
import { warrantyRoutes } from './lead/warranty'
import { cartRoutes } from './mall/cart'
import { categoryRoutes } from './mall/categories'
import { couponRoutes } from './mall/coupons'
import { goodsRoutes } from './mall/goods'
import { shipRoutes } from './mall/ship'
import { floorRoutes } from './mall/floors'
import { orderRoutes } from './mall/orders'
import { payH5Routes } from './mall/pay-h5'
import { orderCountRoutes } from './mall/order-counts'
import { afterSaleRoutes } from './mall/after-sales'
import { mapRoutes } from './map/tencent'
import { checkRoutes } from './posts/checks'
import { commentRoutes } from './posts/comments'
import { contentRoutes } from './posts/contents'
import { creatorHomeRoutes } from './posts/creator'
import { creatorActivityRoutes } from './posts/creator-activities'
import { creatorLessonRoutes } from './posts/creator-lessons'
import { creatorStatsRoutes } from './posts/creator-stats'
import { creatorWorkEditRoutes } from './posts/creator-work-edits'
import { creatorWorkRoutes } from './posts/creator-works'
import { groupRoutes } from './posts/groups'
import { pgcRoutes } from './posts/pgc'
import { staticRoutes } from './static/files'
import { telemetryRoutes } from './static/telemetry'
import { loginRoutes } from './uaa/login'
import { appRegisterRoutes } from './uaa/register'
import { inviteRoutes } from './user/invites'
import { inviteAcceptRoutes } from './user/mine-invite-accept'
import { occupationRoutes } from './user/occupation'
import { partnerHomeRoutes } from './user/partner'
import { partnerCustomerRoutes } from './user/partner-customers'
import { signInBannerRoutes } from './user/mine-sign-in-banners'
import { privacyRoutes } from './user/privacy'
import { profileRoutes } from './user/profile'
import { surveyRoutes } from './user/surveys'
import { taskRoutes } from './user/tasks'
import { welfareRoutes } from './user/welfare'
import { welfareJoinRoutes } from './user/welfare-join'
import { welfareSignupRoutes } from './user/welfare-signups'
import { yearlyRoutes } from './user/yearly'
import { subscribeRoutes } from './user/subscriptions'
import { museumRoutes } from './domain/museum'
import { addressRoutes } from './user2/addresses'
import { regionRoutes } from './user2/regions'

export const manifest: RouteDef[] = [
  ...contentRoutes, ...checkRoutes, ...commentRoutes, ...pgcRoutes, ...groupRoutes,
  ...categoryRoutes, ...goodsRoutes, ...cartRoutes, ...couponRoutes, ...shipRoutes, ...orderRoutes, ...payH5Routes, ...orderCountRoutes, ...afterSaleRoutes,
  ...profileRoutes, ...taskRoutes, ...inviteRoutes,
  ...regionRoutes, ...addressRoutes,
  ...dealerRoutes, ...testDriveRoutes, ...carServiceRoutes,
  ...registerRoutes, ...recommendRoutes, ...lotteryRoutes, ...lotteryPrizeRoutes, ...fileRoutes,
  ...loginRoutes,
  ...carRoutes, ...mediaRoutes,
  ...carContentRoutes,
  ...staticRoutes, ...telemetryRoutes, ...mapRoutes,
  ...signInBannerRoutes, ...inviteAcceptRoutes, ...activityLeadRoutes,
  ...serviceOrderRoutes, ...otherCarRoutes,
  ...warrantyRoutes, ...privacyRoutes,
  ...evaluationRoutes,
  ...chargingRoutes, ...chargingOrderRoutes,
  ...surveyRoutes,
  ...creatorHomeRoutes, ...creatorWorkRoutes, ...creatorWorkEditRoutes, ...creatorStatsRoutes, ...creatorLessonRoutes, ...creatorActivityRoutes,
  ...partnerHomeRoutes, ...partnerCustomerRoutes, ...occupationRoutes,
  ...welfareRoutes, ...welfareJoinRoutes, ...welfareSignupRoutes,
  ...museumRoutes, ...yearlyRoutes,
  ...teamPkRoutes, ...teamPkWriteRoutes,
  ...displayRoutes, ...floorRoutes, ...appRegisterRoutes, ...videoRoutes,
  ...subscribeRoutes,
  ...adminRoutes(() => manifest.length), ...serviceOrderAdminRoutes, ...chargingAdminRoutes, ...creatorAdminRoutes,
  ...partnerAdminRoutes, ...occupationAdminRoutes, ...teamPkAdminRoutes,
  ...welfareAdminRoutes, ...orderAdminRoutes, ...afterSaleAdminRoutes, ...wechatDevRoutes, ...clockAdminRoutes, ...lotteryAdminRoutes,
  ...telemetryAdminRoutes,
  ...subscriptionAdminRoutes,
]
